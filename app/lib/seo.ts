import type { MetaDescriptor } from "react-router";
import { site } from "../../shared/site";

export interface PageSeo {
  /** The page's own title; the brand is appended. */
  title: string;
  /** 15 to 160 characters, shown by search engines under the title. */
  description: string;
  /** The route path, e.g. "/services/web-development". */
  path: string;
  image?: string;
  noindex?: boolean;
  type?: "website" | "article";
}

export function absoluteUrl(path: string): string {
  return `${import.meta.env.SITE_URL}${path === "/" ? "/" : path}`;
}

export function pageTitle(title: string): string {
  return title === site.brand ? title : `${title} | ${site.brand}`;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({ title, description, path, image = "/images/og/default.png", noindex, type = "website" }: PageSeo): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
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
