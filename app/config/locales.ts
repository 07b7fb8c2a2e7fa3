/**
 * The site's languages. Each has its content under content/<code>/ (docs/decisions/013-locale-model.md), read with
 * the same schemas; the first is the default, and the one every other locale's files are checked against
 * (app/content/translations.ts). `served: false` is a locale being written: the build checks its files when its
 * folder exists, and the editor edits them, but no page serves them yet.
 */
export const locales = [
  { code: "en", label: "English", served: true },
  { code: "zh-hk", label: "繁體中文 (香港)", served: false, traditionalChinese: true },
] as const satisfies readonly Locale[];

export interface Locale {
  code: string;
  /** Its name in its own language, for the editor. */
  label: string;
  served: boolean;
  /** Texts must be Hong Kong Traditional Chinese: the build refuses Simplified-only characters. */
  traditionalChinese?: boolean;
}

export type LocaleCode = (typeof locales)[number]["code"];
export const defaultLocale = locales[0].code;
/** The locales the site serves. */
export const servedLocales = locales.filter((locale) => locale.served).map((locale) => locale.code);

/** A page's path in a locale: as it is in the default locale, under /<code> in another. */
export function localePath(locale: string, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path === "/" ? "" : path}`;
}
