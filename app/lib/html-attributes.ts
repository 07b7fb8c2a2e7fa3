import type { CSSProperties } from "react";
import { localeFacts, type Locale } from "../../shared/i18n/locales";

/**
 * The attributes of a page's <html> in a locale (app/root.tsx): its language tag, and the site's font stack
 * (--font-sans, app/app.css) set to the locale's own where its script wants faces of its own.
 */
export function htmlAttributesOf(locale: Locale): { lang: string; style?: CSSProperties } {
  const { htmlLang, fontStack } = localeFacts[locale];
  return fontStack ? { lang: htmlLang, style: { "--font-sans": fontStack } as CSSProperties } : { lang: htmlLang };
}
