/**
 * The content as Node reads it, in a locale: for the pages' loaders (which run when a page is prerendered), the
 * route table, the sitemap, the server and the tests. A page's components get the same content as data, through
 * ./page-parts.tsx; this module never reaches a browser.
 */
import { defaultLocale, locales, unlocalizedPath, type Locale } from "../../shared/i18n/locales";
import { view } from "./source";

/** The services in a locale, in their `order` (their icons by key; the pages draw them, ./services.ts). */
export function servicesIn(locale: Locale) {
  return view("services", locale);
}

/** The services' slugs, their addresses under /services/ (the same in every locale). */
export function serviceSlugs(): string[] {
  return view("services", defaultLocale).map((service) => service.slug);
}

/** The service with this slug in a locale, with what it covers (content/<locale>/services/<slug>.yaml), or undefined. */
export function findService(slug: string, locale: Locale) {
  const summary = servicesIn(locale).find((service) => service.slug === slug);
  const detail = summary && view("serviceDetails", locale)[summary.slug];
  return summary && detail && { ...summary, ...detail };
}

/** The landing pages in a locale, in their `order`; `path` is their English address ("/web-development"). */
export function landingPagesIn(locale: Locale) {
  return view("landingPages", locale);
}

/** The landing pages' English addresses: the route table and the sitemap mount each in every locale. */
export function landingPagePaths(): `/${string}`[] {
  return landingPagesIn(defaultLocale).map((page) => page.path);
}

/** The entry of a landing page's address in its locale ("/zh-hk/web-development", with or without a trailing slash). */
export function landingPageIn(locale: Locale, pathname: string) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = unlocalizedPath(trimmed);
  const page = landingPagesIn(locale).find((entry) => entry.path === path);
  if (!page)
    throw new Error(`No landing page content for ${pathname}: add its file to content/${locale}/landing-pages/`);
  return page;
}

/** The blog's posts in a locale (content/<locale>/blog/*.md), newest first, their Markdown as HTML. */
const postsIn = (locale: Locale) => view("blogPosts", locale);

export type BlogPost = ReturnType<typeof postsIn>[number];
export type BlogPostSummary = Omit<BlogPost, "html">;

/** All posts of a locale, newest first, without their bodies. */
export function listPosts(locale: Locale): BlogPostSummary[] {
  return postsIn(locale).map(({ html: _html, ...summary }) => summary);
}

export function findPost(slug: string, locale: Locale): BlogPost | undefined {
  return postsIn(locale).find((post) => post.slug === slug);
}

/** Every post's slug in each locale: a post may exist in one language only. */
export function blogSlugs(): Record<Locale, string[]> {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      postsIn(locale)
        .map((post) => post.slug)
        .sort(),
    ]),
  ) as Record<Locale, string[]>;
}
