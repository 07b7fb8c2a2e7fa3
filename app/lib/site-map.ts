import { paths } from "../config/paths";
import { landingPagePaths, serviceSlugs } from "../content/content.server";
import { localizedPath, locales, type Locale } from "../../shared/i18n/locales";

/** Each locale's blog posts, by slug: a post may exist in one language only. */
export type BlogSlugs = Readonly<Record<Locale, readonly string[]>>;

/** A page of the site by its English path, with the locales it exists in (every one, but for a one-language post). */
export interface SitePage {
  path: string;
  locales: readonly Locale[];
}

/**
 * Pages a search engine should index: the sitemap lists exactly these, in every language they exist in. The paths
 * come from the route table (config/paths.ts), the slugs from the content that owns each page.
 */
export function indexablePages(blogSlugs: BlogSlugs): SitePage[] {
  const everywhere = (path: string): SitePage => ({ path, locales });
  const posts = [...new Set(locales.flatMap((locale) => blogSlugs[locale]))].sort();
  return [
    everywhere(paths.home),
    everywhere(paths.about),
    everywhere(paths.services),
    ...serviceSlugs().map((slug) => everywhere(paths.service(slug))),
    everywhere(paths.industries),
    everywhere(paths.portfolio),
    everywhere(paths.blogs),
    ...posts.map((slug) => ({
      path: paths.blogPost(slug),
      locales: locales.filter((locale) => blogSlugs[locale].includes(slug)),
    })),
    everywhere(paths.contact),
    everywhere(paths.privacy),
    // /web-development, /app-development and any landing page added to app/content/landing-pages.ts.
    ...landingPagePaths().map((path) => everywhere(path)),
  ];
}

/** Every address the sitemap lists: each indexable page in each of its languages. */
export function indexablePaths(blogSlugs: BlogSlugs): string[] {
  return indexablePages(blogSlugs).flatMap((page) => page.locales.map((locale) => localizedPath(locale, page.path)));
}

/** Everything written to static files at build time: the pages, and in each language its feed, thank-you and 404 pages. */
export function prerenderPaths(blogSlugs: BlogSlugs): string[] {
  const perLocale = [paths.thankYou, paths.notFound, paths.blogFeed];
  return [
    ...indexablePaths(blogSlugs),
    ...locales.flatMap((locale) => perLocale.map((path) => localizedPath(locale, path))),
    paths.sitemap,
    paths.robots,
  ];
}
