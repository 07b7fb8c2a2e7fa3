import { locales, type Locale } from "../../shared/i18n/locales";
import { loadContent } from "./load-content";

/**
 * Every post's slug in each locale (its file name in content/<locale>/blog, without ".md"): for the build's list of
 * pages to prerender and for the browser tests, which run outside Vite.
 */
export function blogSlugs(): Record<Locale, string[]> {
  const slugsIn = (locale: Locale) =>
    loadContent({ locale })
      .blog.map((post) => post.slug)
      .sort();
  return Object.fromEntries(locales.map((locale) => [locale, slugsIn(locale)])) as Record<Locale, string[]>;
}
