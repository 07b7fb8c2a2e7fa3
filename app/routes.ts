import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { paths, patternOf } from "./config/paths";
import { landingPages } from "./content/landing-pages";

/** A route's path below the site's root, as the route config takes it ("about-us"). */
const at = (path: string) => path.replace(/^\//, "");

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route(at(paths.about), "routes/about.tsx"),
    route(at(paths.services), "routes/services.tsx"),
    route(at(patternOf(paths.service)), "routes/service-detail.tsx"),
    route(at(paths.industries), "routes/industries.tsx"),
    route(at(paths.portfolio), "routes/portfolio.tsx"),
    route(at(paths.blogs), "routes/blogs.tsx"),
    route(at(patternOf(paths.blogPost)), "routes/blog-post.tsx"),
    route(at(paths.contact), "routes/contact.tsx"),
    route(at(paths.thankYou), "routes/thank-you.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // One module for every landing page: each entry of app/content/landing-pages.ts is a page.
  ...landingPages.map((page) => route(at(page.path), "routes/landing/landing.tsx", { id: `landing${page.path}` })),
  route(at(paths.sitemap), "routes/seo/sitemap.ts"),
  route(at(paths.robots), "routes/seo/robots.ts"),
  route(at(paths.blogFeed), "routes/seo/blog-rss.ts"),
] satisfies RouteConfig;
