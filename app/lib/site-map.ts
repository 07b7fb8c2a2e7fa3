import { paths } from "../config/paths";
import { landingPages } from "../content/landing-pages";
import { services } from "../content/services";

/**
 * Pages a search engine should index: the sitemap lists exactly these. The paths come from the route table
 * (config/paths.ts), the slugs from the content that owns each page.
 */
export function indexablePaths(blogSlugs: readonly string[]): string[] {
  return [
    paths.home,
    paths.about,
    paths.services,
    ...services.map((service) => paths.service(service.slug)),
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
  return [...indexablePaths(blogSlugs), paths.thankYou, paths.notFound, paths.sitemap, paths.robots, paths.blogFeed];
}
