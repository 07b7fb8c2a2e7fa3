import { useMatches } from "react-router";
import { paths } from "../../config/paths";
import { localeFacts, localizedPath, otherLocales, unlocalizedPath, type Locale } from "../../../shared/i18n/locales";
import { useLocale } from "../../lib/page-language";
import { useCurrentPath } from "../../lib/current-path";

/**
 * The same page in each other language (shared/i18n/locales.ts, in its order): a plain link, named in that language
 * ("中文" on English pages, "English" on Chinese ones), that works without JavaScript. A page that exists in fewer
 * languages (a blog post written in one) says so in its loader's `twins`; the link to a language without it leads to
 * that language's blog instead. A visitor's language is the one they choose here: the site never redirects by
 * Accept-Language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const pathname = useCurrentPath();
  const twins = useMatches().flatMap((match) => (match.loaderData as { twins?: Locale[] } | undefined)?.twins ?? []);
  return otherLocales(useLocale()).map((other) => {
    const facts = localeFacts[other];
    const hasTwin = twins.length === 0 || twins.includes(other);
    const href = localizedPath(other, hasTwin ? unlocalizedPath(pathname) : paths.blogs);
    return (
      <a key={other} href={href} hrefLang={facts.htmlLang} lang={facts.htmlLang} className={className}>
        {facts.name}
      </a>
    );
  });
}
