import { useMatches } from "react-router";
import { paths } from "../../config/paths";
import { localeFacts, localizedPath, otherLocales, unlocalizedPath, type Locale } from "../../../shared/i18n/locales";
import { useLocale } from "../../lib/page-language";
import { useCurrentPath } from "../../lib/current-path";

/**
 * The same page in the other language: a plain link, named in that language ("中文" on English pages, "English" on
 * Chinese ones), that works without JavaScript. A page that exists in fewer languages (a blog post written in one)
 * says so in its loader's `twins`; its link leads to the other language's blog instead. A visitor's language is the
 * one they choose here: the site never redirects by Accept-Language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const pathname = useCurrentPath();
  const twins = useMatches().flatMap((match) => (match.loaderData as { twins?: Locale[] } | undefined)?.twins ?? []);
  const [other] = otherLocales(useLocale());
  if (!other) return null;
  const facts = localeFacts[other];
  const hasTwin = twins.length === 0 || twins.includes(other);
  const href = localizedPath(other, hasTwin ? unlocalizedPath(pathname) : paths.blogs);
  return (
    <a href={href} hrefLang={facts.htmlLang} lang={facts.htmlLang} className={className}>
      {facts.name}
    </a>
  );
}
