import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** A landing page: one line here and one entry in app/content/landing-pages.ts (README: "Adding a landing page"). */
const landingPage = (path: string) => route(path, "routes/landing/landing.tsx", { id: `landing/${path}` });

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about-us", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service-detail.tsx"),
    route("industries", "routes/industries.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("blogs/:slug", "routes/blog-post.tsx"),
    route("contact-us", "routes/contact.tsx"),
    route("thank-you", "routes/thank-you.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  landingPage("web-development"),
  landingPage("app-development"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("blogs/rss.xml", "routes/seo/blog-rss.ts"),
] satisfies RouteConfig;
