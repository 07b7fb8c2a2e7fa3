import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { paths, patternOf } from "./config/paths";
import { landingPagePaths } from "./content/content.server";
import { defaultLocale, localeFacts, locales, type Locale } from "../shared/i18n/locales";

/** A route's path below its parent, as the route config takes it ("about-us"). */
const at = (path: string) => path.replace(/^\//, "");

/**
 * Every page, once per locale: the same route modules, under the locale's prefix (shared/i18n/locales.ts) and with
 * ids of their own ("zh-hk/routes/about"). The locale layout gives the pages below it their words in code.
 */
function pagesIn(locale: Locale): RouteConfigEntry {
  const id = (name: string) => `${locale}/${name}`;
  const page = (path: string, file: string) => route(at(path), `routes/${file}.tsx`, { id: id(file) });
  const pages = [
    layout("routes/site-layout.tsx", { id: id("site-layout") }, [
      index("routes/home.tsx", { id: id("home") }),
      page(paths.about, "about"),
      page(paths.services, "services"),
      page(patternOf(paths.service), "service-detail"),
      page(paths.industries, "industries"),
      page(paths.portfolio, "portfolio"),
      page(paths.blogs, "blogs"),
      page(patternOf(paths.blogPost), "blog-post"),
      page(paths.contact, "contact"),
      page(paths.privacy, "privacy"),
      page(paths.thankYou, "thank-you"),
      route("*", "routes/not-found.tsx", { id: id("not-found") }),
    ]),
    // One module for every landing page: each entry of app/content/landing-pages.ts is a page.
    ...landingPagePaths().map((path) => route(at(path), "routes/landing/landing.tsx", { id: id(`landing${path}`) })),
    route(at(paths.blogFeed), "routes/seo/blog-rss.ts", { id: id("blog-rss") }),
  ];
  const options = { id: locale };
  return locale === defaultLocale
    ? layout("routes/locale-layout.tsx", options, pages)
    : route(at(localeFacts[locale].prefix), "routes/locale-layout.tsx", options, pages);
}

export default [
  ...locales.map(pagesIn),
  route(at(paths.sitemap), "routes/seo/sitemap.ts"),
  route(at(paths.robots), "routes/seo/robots.ts"),
] satisfies RouteConfig;
