import { paths } from "../../../app/config/paths";
import { blogSlugs } from "../../../app/content/blog-slugs";
import { indexablePaths } from "../../../app/lib/site-map";

/** Every page a visitor can open: what the sitemap lists (every service, post and landing page) and /thank-you. */
export const publicRoutes = [...indexablePaths(blogSlugs()), paths.thankYou];
