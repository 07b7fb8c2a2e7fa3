import { marked } from "marked";
import { localeNamed } from "../../shared/i18n/locales";
import { message } from "../../shared/i18n/messages";
import { escapeXml } from "../../shared/xml";
import type { Content } from "./load-content";

/**
 * What the pages ask for with `view("name")` (./source.ts): any collection of the registry by its name
 * (`view("faqs")`), one field of a single-file collection (`view("siteCopy.footer")`, so a page's script carries
 * the block it shows and not the whole file), or one of the parts below, computed from the loaded content. At build
 * time the Vite plugin (scripts/content-plugin.ts) replaces the call with the value itself, so a page's code carries
 * exactly the data it shows and no file reader.
 */

/**
 * A wide table scrolls sideways on a phone; a focusable, named region lets keyboard users scroll it too. `label` is
 * the region's name in the post's language (the message table_scrolls).
 */
export function withScrollableTables(html: string, label: string): string {
  return html
    .replace(
      /<table>/g,
      `<div class="table-scroll" tabindex="0" role="region" aria-label="${escapeXml(label)}"><table>`,
    )
    .replace(/<\/table>/g, "</table></div>");
}

export const views = {
  /** What cards, menus, the footer and the contact form show of each service, in order. */
  services: (c: Content) =>
    c.services.map(({ description: _d, subServices: _s, seo: _seo, file: _f, ...summary }) => summary),
  /** What only a service's own page shows, by slug. */
  serviceDetails: (c: Content) =>
    Object.fromEntries(
      c.services.map(({ slug, description, subServices, seo }) => [slug, { description, subServices, seo }]),
    ),
  /** The process steps numbered from 1. */
  about: (c: Content) => ({
    ...c.about,
    process: c.about.process.map((step, index) => ({ step: index + 1, ...step })),
  }),
  /** In their order; `path` is "/" and the file name. */
  landingPages: (c: Content) =>
    c.landingPages.map(({ slug, file: _f, ...page }) => ({ ...page, path: `/${slug}` as const })),
  /** Every post, newest first, with its Markdown turned into HTML (read by loaders only: never in a page's script). */
  blogPosts: (c: Content) =>
    c.blog.map(({ slug, title, seoTitle, date, summary, author, cover, coverAlt, body }) => ({
      slug,
      title,
      seoTitle,
      date,
      summary,
      author,
      cover: { src: cover, alt: coverAlt },
      html: withScrollableTables(marked.parse(body, { async: false }), message("table_scrolls", localeNamed(c.locale))),
    })),
};

export type Views = typeof views;

type Fields<T> = T extends readonly unknown[] ? never : keyof T & string;
/** Every name `view()` takes. */
export type PartName =
  keyof Views | keyof Content | { [K in keyof Content]: `${K & string}.${Fields<Content[K]>}` }[keyof Content];
/** What `view(name)` returns. */
export type Part<P extends PartName> = P extends keyof Views
  ? ReturnType<Views[P]>
  : P extends keyof Content
    ? Content[P]
    : P extends `${infer K extends keyof Content & string}.${infer F}`
      ? F extends keyof Content[K]
        ? Content[K][F]
        : never
      : never;

/** The part of the content a name asks for (above), or undefined when it names none. */
export function partOf(content: Content, name: string): unknown {
  if (name in views) return views[name as keyof Views](content);
  const [key, field, ...rest] = name.split(".");
  if (rest.length > 0 || !key || !(key in content)) return undefined;
  const value = (content as unknown as Record<string, unknown>)[key];
  if (field === undefined) return value;
  return value !== null && typeof value === "object" && !Array.isArray(value) && field in value
    ? (value as Record<string, unknown>)[field]
    : undefined;
}
