import { defaultLocale, localeFacts, type Locale } from "../../shared/i18n/locales";

/**
 * A date as the page's language writes it: "3 November 2026", 「2026年11月3日」. The format is the page's, never the
 * visitor's browser's, so the prerendered text and the hydrated one are the same.
 */
export function formatDate(isoDate: string, locale: Locale = defaultLocale): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(localeFacts[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
