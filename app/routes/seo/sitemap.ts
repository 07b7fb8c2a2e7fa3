import { absoluteUrl } from "../../lib/seo";
import { indexablePages } from "../../lib/site-map";
import { blogSlugs } from "../../content/content.server";
import { defaultLocale, localeFacts, localizedPath, type Locale } from "../../../shared/i18n/locales";

const alternate = (hreflang: string, locale: Locale, path: string) =>
  `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(localizedPath(locale, path))}"/>`;

/**
 * The sitemap: every indexable page in each of its languages, each with its alternates in every language it has
 * (xhtml:link, as Google reads hreflang in a sitemap), itself included, and x-default for the English page.
 */
export function loader() {
  const urls = indexablePages(blogSlugs()).flatMap((page) => {
    const alternates =
      page.locales.length < 2
        ? []
        : [
            ...page.locales.map((locale) => alternate(localeFacts[locale].htmlLang, locale, page.path)),
            ...(page.locales.includes(defaultLocale) ? [alternate("x-default", defaultLocale, page.path)] : []),
          ];
    return page.locales.map((locale) =>
      [`  <url>`, `    <loc>${absoluteUrl(localizedPath(locale, page.path))}</loc>`, ...alternates, `  </url>`].join(
        "\n",
      ),
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
