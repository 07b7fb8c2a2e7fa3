import { serviceSlugs } from "../../../app/content/types";

/** Every route of spec section 2 and the 12 service pages. */
export const publicRoutes = [
  "/",
  "/about-us",
  "/services",
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  "/industries",
  "/contact-us",
  "/blogs",
  "/portfolio",
  "/thank-you",
  "/web-development",
  "/app-development",
];
