import type { ServiceSlug } from "~/content/types";

/** Every route path of the site, in one place. Links and the sitemap read from here. */
export const paths = {
  home: "/",
  about: "/about-us",
  services: "/services",
  service: (slug: ServiceSlug) => `/services/${slug}`,
  industries: "/industries",
  contact: "/contact-us",
  blogs: "/blogs",
  blogPost: (slug: string) => `/blogs/${slug}`,
  portfolio: "/portfolio",
  thankYou: "/thank-you",
  /** Prerendered not-found page; the server answers unknown paths with it and status 404. */
  notFound: "/404",
} as const;
