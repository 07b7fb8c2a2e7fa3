/**
 * The site's languages. Which locales exist is written once, in project.inlang/settings.json (the message compiler's
 * settings); everything a locale needs beyond its messages is here: where its pages live, and the tags that HTML,
 * hreflang, Open Graph and Intl know it by. English is at the site's root, every other locale under its own prefix
 * with the English path after it ("/zh-hk/services/web-development"), so a shared link stays readable.
 */
import { baseLocale, locales as compiledLocales } from "./paraglide/runtime.js";

export type Locale = (typeof compiledLocales)[number];

export const locales: readonly Locale[] = compiledLocales;
export const defaultLocale: Locale = baseLocale;

interface LocaleFacts {
  /** The first segment of its pages' paths; empty for the default locale. */
  prefix: "" | `/${string}`;
  /** `<html lang>`, hreflang, JSON-LD's inLanguage (BCP 47). */
  htmlLang: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The tag numbers and dates are formatted with (Intl). */
  intl: string;
  /** The language's own name, as the link to it says. */
  name: string;
  /** `Content-Language` of the enquiry e-mail a visitor sends from this locale's pages. */
  contentLanguage: string;
  /** What that e-mail's subject begins with, so the agency sees at once which language to reply in. */
  subjectTag: string;
  /** Its name in the content editor's menu. */
  editorLabel: string;
  /** Its name in English, as the owner's dashboard and `npm run stats` say it. */
  englishName: string;
  /** Its texts must be Hong Kong Traditional Chinese: the build refuses Simplified-only characters (app/content/translations.ts). */
  traditionalChinese: boolean;
  /** Its script writes no spaces between words, so its headings are told where words end (app/lib/phrases.tsx). */
  unspacedScript: boolean;
  /** How a count is written in its words, as "{count} services" has it (app/content/load-content.ts, countInWords). */
  numberWords: "english" | "chinese";
  /**
   * The font stack of its pages when its script wants faces of its own: the visitor's system fonts only, never a web
   * font (app/root.tsx sets it as --font-sans). Null for the site's own stack (app/app.css).
   */
  fontStack: string | null;
}

export const localeFacts: Record<Locale, LocaleFacts> = {
  en: {
    prefix: "",
    htmlLang: "en",
    ogLocale: "en_HK",
    intl: "en-HK",
    name: "English",
    contentLanguage: "en",
    subjectTag: "",
    editorLabel: "English",
    englishName: "English",
    traditionalChinese: false,
    unspacedScript: false,
    numberWords: "english",
    fontStack: null,
  },
  "zh-hk": {
    prefix: "/zh-hk",
    htmlLang: "zh-Hant-HK",
    ogLocale: "zh_HK",
    intl: "zh-HK",
    name: "中文",
    contentLanguage: "zh-HK",
    subjectTag: "[中文]",
    editorLabel: "繁體中文 (香港)",
    englishName: "Chinese (Hong Kong)",
    traditionalChinese: true,
    unspacedScript: true,
    numberWords: "chinese",
    // Hong Kong's faces first: PingFang on Apple devices, Noto Sans CJK on Android and Linux, Microsoft JhengHei on
    // Windows; no Chinese web font is downloaded, as one is megabytes.
    fontStack:
      'ui-sans-serif, system-ui, -apple-system, "PingFang HK", "Noto Sans CJK HK", "Noto Sans HK", "Noto Sans CJK TC", "Microsoft JhengHei", sans-serif',
  },
};

/** The locale a relay request names (shared/relay-contract.ts, RELAY_LANGUAGE_PARAM); the default for anything else. */
export function localeNamed(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale a path belongs to: its prefix's, or the default locale's. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of locales) {
    const { prefix } = localeFacts[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return defaultLocale;
}

/** A path without its locale's prefix: the English path of the same page ("/zh-hk/about-us" → "/about-us"). */
export function unlocalizedPath(pathname: string): string {
  const { prefix } = localeFacts[localeOfPath(pathname)];
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || "/";
}

/** The path of a page in a locale, from its English path ("/" → "/zh-hk/", "/about-us" → "/zh-hk/about-us"). */
export function localizedPath(locale: Locale, path: string): string {
  const { prefix } = localeFacts[locale];
  if (!prefix) return path;
  return path === "/" ? `${prefix}/` : `${prefix}${path}`;
}

/** The other locales, in order: what a page's language link and hreflang alternates offer. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((other) => other !== locale);
}
