import { createContext, useContext, type ReactNode } from "react";
import { pathsIn, type LocalizedPaths } from "../config/paths";
import { defaultLocale, localizedPath, type Locale } from "../../shared/i18n/locales";
import type { Messages } from "../../shared/i18n/messages";

interface PageLanguage {
  locale: Locale;
  messages: Messages;
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

/** Gives the components below it their page's locale and its words in code (shared/i18n/messages.ts). */
export function PageLanguageProvider({ locale, messages, children }: PageLanguage & { children: ReactNode }) {
  return <PageLanguageContext value={{ locale, messages }}>{children}</PageLanguageContext>;
}

/** The page's locale and words; outside a PageLanguageProvider, a mistake. */
export function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext);
  if (!language) throw new Error("A component that shows words from code needs a PageLanguageProvider above it");
  return language;
}

/** The page's words in code, in its locale. */
export function useMessages(): Messages {
  return usePageLanguage().messages;
}

/** The page's locale; the default locale outside a page (a component rendered on its own). */
export function useLocale(): Locale {
  return useContext(PageLanguageContext)?.locale ?? defaultLocale;
}

/** The site's paths in the page's locale: every link a component draws stays in the visitor's language. */
export function usePaths(): LocalizedPaths {
  return pathsIn(useLocale());
}

/** A function from an English path to the same page's path in the page's locale. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}
