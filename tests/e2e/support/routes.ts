import { paths } from "../../../app/config/paths";
import { blogSlugs } from "../../../app/content/content.server";
import { indexablePaths } from "../../../app/lib/site-map";
import { localeOfPath, localizedPath, locales, type Locale } from "../../../shared/i18n/locales";

/** Every page a visitor can open in every language: what the sitemap lists (every service, post and landing page) and each /thank-you. */
export const allPublicRoutes = [
  ...indexablePaths(blogSlugs()),
  ...locales.map((locale) => localizedPath(locale, paths.thankYou)),
];

/** The pages of one language. */
export const publicRoutesIn = (locale: Locale) => allPublicRoutes.filter((path) => localeOfPath(path) === locale);

/** Every English page a visitor can open. */
export const publicRoutes = publicRoutesIn("en");
