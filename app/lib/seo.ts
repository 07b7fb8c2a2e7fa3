import type { MetaDescriptor } from "react-router";
import { site } from "../../shared/site";
import { defaultLocale, localeFacts, localizedPath, locales, type Locale } from "../../shared/i18n/locales";
import { message } from "../../shared/i18n/messages";

export interface PageSeo {
  /** The page's own title; the brand is appended. */
  title: string;
  /** 15 to 160 characters, shown by search engines under the title. */
  description: string;
  /** The page's English path, e.g. "/services/web-development"; its address in `locale` is derived. */
  path: string;
  /** The page's language. */
  locale: Locale;
  /** The locales the page exists in (a blog post may have one); each gets an hreflang alternate. */
  twins?: readonly Locale[];
  image?: string;
  noindex?: boolean;
  type?: "website" | "article";
}

export function absoluteUrl(path: string): string {
  return `${import.meta.env.SITE_URL}${path === "/" ? "/" : path}`;
}

/** A page's title with the brand after it, parted as the language writes it (" | ", Chinese 「｜」). */
export function pageTitle(title: string, locale: Locale): string {
  return title === site.brand ? title : `${title}${message("title_separator", locale)}${site.brand}`;
}

/**
 * How wide a title (brand included) and a description may be to show whole in search results, in columns
 * (`columns`): 60 and 160 Latin characters, or 30 and 80 Chinese ones. The content is held to them
 * (app/lib/search-lengths.test.ts).
 */
export const SEARCH_LIMITS = { title: 60, description: 160 } as const;

/** The width of a text in columns, as search results lay it out: a full-width (Chinese) character takes 2, any other 1. */
export function columns(text: string): number {
  return [...text].reduce(
    (width, char) => width + (/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(char) ? 2 : 1),
    0,
  );
}

/**
 * The hreflang alternates of a page that exists in more than one locale: one per locale, and x-default for the
 * default locale's page. Each page lists them all, itself included, so every pair points back.
 */
function alternates(path: string, twins: readonly Locale[]): MetaDescriptor[] {
  if (twins.length < 2) return [];
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(localizedPath(locale, path)),
  });
  return [
    ...twins.map((locale) => link(localeFacts[locale].htmlLang, locale)),
    ...(twins.includes(defaultLocale) ? [link("x-default", defaultLocale)] : []),
  ];
}

/** Title, description, canonical URL (the page itself), its language alternates and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  locale,
  twins = locales,
  image = "/images/og/default.png",
  noindex,
  type = "website",
}: PageSeo): MetaDescriptor[] {
  const fullTitle = pageTitle(title, locale);
  const url = absoluteUrl(localizedPath(locale, path));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [] : alternates(path, twins)),
    { property: "og:locale", content: localeFacts[locale].ogLocale },
    ...twins
      .filter((twin) => twin !== locale)
      .map((twin) => ({ property: "og:locale:alternate", content: localeFacts[twin].ogLocale })),
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image) },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
