import type { z } from "zod";
import { paths, pathsIn } from "../config/paths";
import { isLocale, localeFacts, localizedPath } from "../../shared/i18n/locales";
import { walkFields } from "./fields";
import { collections, type CollectionSpec } from "./schema";
import type { LocaleFiles } from "./translations";

/**
 * The links a translation's texts and fields draw stay in its language: a link to an English page that has a twin in
 * the translation's locale is refused, naming the file, the field and the link (docs/content.md, "Translating"). A
 * link is a Markdown link target or an `href="…"` in a text or a post's Markdown, or a field whose whole value is a
 * path of the site; images are not links.
 */
type Problem = (file: string, field: string, message: string) => void;

const fieldName = (path: readonly (string | number)[]) =>
  path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${String(key)}]` : name ? `${name}.${key}` : key),
    "",
  );

const markdownLink = /\]\(\s*<?(\/[^)\s>]*)/g;
const hrefAttribute = /\bhref\s*=\s*["'](\/[^"']*)["']/gi;
const wholePath = /^\/[^\s]*$/;

/** The site paths a text or field value links to, as written. */
export function linkedPaths(value: string, isImage = false): string[] {
  const found = [...value.matchAll(markdownLink), ...value.matchAll(hrefAttribute)].map((match) => match[1]!);
  if (!isImage && wholePath.test(value) && !value.startsWith("//")) found.push(value);
  return [...new Set(found)];
}

/** The English paths of the pages that exist in the translation's locale: every route's, and each translated entry's. */
function pagesWithTwin(translation: LocaleFiles): Set<string> {
  const locale = translation.locale;
  if (!isLocale(locale)) return new Set();
  const localized = pathsIn(locale) as Record<string, unknown>;
  const twins = new Set<string>();
  for (const [name, path] of Object.entries(paths))
    if (typeof path === "string" && localized[name] !== path) twins.add(path);
  for (const [key, spec] of Object.entries(collections) as [string, CollectionSpec][]) {
    if (!("folder" in spec) || !spec.page) continue;
    for (const entry of translation.folders.get(key) ?? []) twins.add(spec.page(entry.slug));
  }
  return twins;
}

/** The path without its query, fragment and trailing slash ("/contact-us/#form" → "/contact-us"). */
const pageOf = (href: string) => {
  const path = href.replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
};

export function checkLocaleLinks(translation: LocaleFiles, problem: Problem) {
  if (!isLocale(translation.locale) || !localeFacts[translation.locale].prefix) return;
  const locale = translation.locale;
  const twins = pagesWithTwin(translation);
  const report = (file: string, field: string, text: string, isImage = false) => {
    for (const href of linkedPaths(text, isImage)) {
      const page = pageOf(href);
      if (!twins.has(page)) continue;
      const twin = localizedPath(locale, page) + (/[?#].*$/.exec(href)?.[0] ?? "");
      problem(file, field, `links to the English page ${href}: link to its ${locale} twin ${twin}`);
    }
  };
  const entries = [
    ...[...translation.singles].map(([key, { file, data }]) => ({
      key,
      file,
      data,
      body: undefined as string | undefined,
    })),
    ...[...translation.folders].flatMap(([key, list]) =>
      list.map(({ file, data, body }) => ({ key, file, data, body })),
    ),
  ];
  for (const { key, file, data, body } of entries) {
    const schema = collections[key as keyof typeof collections].schema as z.ZodType;
    walkFields(schema, data, ({ path, value, meta }) => {
      if (typeof value === "string") report(file, fieldName(path), value, meta.image === true);
    });
    if (body !== undefined) report(file, "the text after the front matter", body);
  }
}
