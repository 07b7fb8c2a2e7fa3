/**
 * The language of a page, read from its path: measurement's one rule for it. The English pages are at the site's
 * addresses, the Traditional Chinese (Hong Kong) edition at the same paths under `/zh-hk/` (docs/contracts.md,
 * "Languages"). This must agree with the site's own list of locales: the prefixes below are the site's.
 */
export const LANGUAGES = ["en", "zh-hk"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages whose pages live under a path prefix of their own; every other path is English. */
const PREFIXED: readonly Exclude<Language, "en">[] = ["zh-hk"];

/** How the dashboard and `npm run stats` name each language (both are in English). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", "zh-hk": "Chinese (Hong Kong)" };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language of a path: `/zh-hk` and everything under `/zh-hk/` is Chinese, the rest English. */
export function languageOfPath(path: string): Language {
  return PREFIXED.find((language) => path === `/${language}` || path.startsWith(`/${language}/`)) ?? "en";
}

/**
 * The path a view of a language's not-found page is counted under: the not-found route's name in that language
 * (`/404`, `/zh-hk/404`), never the address asked for.
 */
export function notFoundPathOf(language: Language): string {
  return language === "en" ? "/404" : `/${language}/404`;
}
