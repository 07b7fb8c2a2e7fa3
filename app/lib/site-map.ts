import { paths } from "../config/paths";
import { serviceSlugs } from "../content/types";
import { landingPages } from "../content/landing-pages";

/** Pages a search engine should index: the sitemap lists exactly these. */
export function indexablePaths(blogSlugs: readonly string[]): string[] {
  return [
    paths.home,
    paths.about,
    paths.services,
    ...serviceSlugs.map(paths.service),
    paths.industries,
    paths.portfolio,
    paths.blogs,
    ...blogSlugs.map(paths.blogPost),
    paths.contact,
    // /web-development, /app-development and any landing page added to app/content/landing-pages.ts.
    ...landingPages.map((page) => page.path),
  ];
}

/** Everything written to static files at build time. */
export function prerenderPaths(blogSlugs: readonly string[]): string[] {
  return [
    ...indexablePaths(blogSlugs),
    paths.thankYou,
    paths.notFound,
    "/sitemap.xml",
    "/robots.txt",
    "/blogs/rss.xml",
  ];
}
