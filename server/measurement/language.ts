/**
 * The language of a page, read from its path: measurement's one rule for it, the site's own
 * (shared/i18n/locales.ts): English at the site's addresses, each other language under its prefix (`/zh-hk/`).
 */
import {
  defaultLocale,
  isLocale,
  localeFacts,
  localeOfPath,
  localizedPath,
  locales,
  type Locale,
} from "../../shared/i18n/locales";

export const LANGUAGES = locales;
export type Language = Locale;

/** How the dashboard and `npm run stats` name each language (both are in English). */
export const LANGUAGE_NAMES = Object.fromEntries(
  locales.map((locale) => [locale, localeFacts[locale].englishName]),
) as Record<Language, string>;

export const isLanguage = isLocale;

/** The language of a path: `/zh-hk` and everything under `/zh-hk/` is Chinese, the rest English. */
export const languageOfPath = localeOfPath;

/**
 * The path a view of a language's not-found page is counted under: the not-found route's name in that language
 * (`/404`, `/zh-hk/404`), never the address asked for.
 */
export function notFoundPathOf(language: Language): string {
  return language === defaultLocale ? "/404" : localizedPath(language, "/404");
}
