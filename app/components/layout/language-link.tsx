import { localeFacts, localizedPath, otherLocales, unlocalizedPath } from "../../../shared/i18n/locales";
import { useLocale } from "~/lib/page-language";
import { useCurrentPath } from "~/lib/use-current-path";

/**
 * The same page in the other language: a plain link, named in that language ("中文" on English pages, "English" on
 * Chinese ones), that works without JavaScript. A visitor's language is the one they choose here; the site never
 * redirects by Accept-Language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const pathname = useCurrentPath();
  const [other] = otherLocales(useLocale());
  if (!other) return null;
  const facts = localeFacts[other];
  return (
    <a href={localizedPath(other, unlocalizedPath(pathname))} hrefLang={facts.htmlLang} lang={facts.htmlLang} className={className}>
      {facts.name}
    </a>
  );
}
