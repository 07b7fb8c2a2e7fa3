import { paths } from "../config/paths";
import { serviceSlugs } from "../content/types";

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
    paths.webDevelopmentLanding,
    paths.appDevelopmentLanding,
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
