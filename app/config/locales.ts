/**
 * The site's languages as the content and its editor see them: one entry per locale of shared/i18n/locales.ts (whose
 * list is the message compiler's, shared/i18n/project.inlang), each with its content under content/<code>/
 * (docs/decisions/013-locale-model.md), read with the same schemas. The first is the default, and the one every other
 * locale's files are checked against (app/content/translations.ts).
 */
import { defaultLocale, localeFacts, localizedPath, locales as codes, type Locale } from "../../shared/i18n/locales";

/** A locale as the content sees it; `Locale` (shared/i18n/locales.ts) is its code. */
export interface ContentLocale {
  code: Locale;
  /** Its name in its own language, for the editor. */
  label: string;
  /** Texts must be Hong Kong Traditional Chinese: the build refuses Simplified-only characters. */
  traditionalChinese: boolean;
}

export const locales: readonly ContentLocale[] = codes.map((code) => ({
  code,
  label: localeFacts[code].editorLabel,
  traditionalChinese: localeFacts[code].traditionalChinese,
}));

export { defaultLocale };

/** A page's path in a locale: as it is in the default locale, under its prefix in another. */
export const localePath = (locale: string, path: string): string => localizedPath(locale as Locale, path);
