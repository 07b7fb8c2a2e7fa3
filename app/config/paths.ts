import { localizedPath, type Locale } from "../../shared/i18n/locales";

/**
 * Every route of the site, written once. app/routes.ts mounts these paths, links and structured data use them, and
 * the prerender list and the sitemap are built from them with the slugs of the content that owns each page
 * (app/lib/site-map.ts). A path with a parameter is the function from it to the href; `patternOf` gives its route
 * pattern ("/services/:slug").
 */
export const paths = {
  home: "/",
  about: "/about-us",
  services: "/services",
  service: (slug: string) => `/services/${slug}`,
  industries: "/industries",
  contact: "/contact-us",
  blogs: "/blogs",
  blogPost: (slug: string) => `/blogs/${slug}`,
  blogFeed: "/blogs/rss.xml",
  portfolio: "/portfolio",
  thankYou: "/thank-you",
  /** What the site does with visitors' personal data (the forms' collection statement links to it). */
  privacy: "/privacy",
  /** Prerendered not-found page; the server answers unknown paths with it and status 404. */
  notFound: "/404",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
} as const;

/** The route pattern of a path with a parameter: the href built for the parameter's placeholder. */
export const patternOf = (href: (slug: string) => string): string => href(":slug");

/** The site's paths in one locale: a page path gets the locale's prefix, a function of a slug likewise. */
export type LocalizedPaths = {
  [Name in keyof typeof paths]: (typeof paths)[Name] extends (slug: string) => string
    ? (slug: string) => string
    : string;
};

/** Files of the whole site, in no language: one sitemap and one robots.txt. */
const siteWide: ReadonlySet<keyof typeof paths> = new Set(["sitemap", "robots"] as const);

/** The site's paths (config/paths.ts) in a locale, with the same names. */
export function pathsIn(locale: Locale): LocalizedPaths {
  const entries = Object.entries(paths).map(([name, path]) => {
    if (siteWide.has(name as keyof typeof paths)) return [name, path];
    if (typeof path === "function") return [name, (slug: string) => localizedPath(locale, path(slug))];
    return [name, localizedPath(locale, path)];
  });
  return Object.fromEntries(entries) as LocalizedPaths;
}
