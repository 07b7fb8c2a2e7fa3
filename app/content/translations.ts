import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import type { z } from "zod";
import type { ContentLocale } from "../config/locales";
import { walkFields, walkLists } from "./fields";
import { hongKongTextProblems } from "./hong-kong-text";
import { collections, type CollectionSpec } from "./schema";

/**
 * A translation checked against the default locale's files (docs/content.md, "Translating"). The build refuses:
 * - a default-locale file with no translation (a blog post may exist in one language only), and a translated file
 *   with no original;
 * - a translation whose fields other than texts (order, ids, images, icons, links, dates, the number of entries of a
 *   list) differ from the original's: a field is a text when its schema says so (`text()` in ./schema.ts);
 * - in a Traditional Chinese locale, a text holding a Simplified-only character, a school form of a character (户 for
 *   戶) or a half-width "." or "," beside Chinese (./hong-kong-text.ts).
 * Each problem names the file and the field.
 */
type Problem = (file: string, field: string, message: string) => void;

/** A locale's files as the loader (./load-content.ts) read and checked them, before their placeholders are filled in. */
export interface LocaleFiles {
  locale: string;
  singles: Map<string, { file: string; data: Record<string, unknown> }>;
  folders: Map<string, { file: string; slug: string; data: Record<string, unknown>; body?: string }[]>;
}

const fieldName = (path: readonly (string | number)[]) =>
  path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${String(key)}]` : name ? `${name}.${key}` : key),
    "",
  );

export function checkTranslation(
  base: LocaleFiles,
  translation: LocaleFiles,
  locale: ContentLocale,
  problem: Problem,
  repoPath: (file: string) => string,
) {
  const twinOf = (file: string, from: string, to: string) => file.replace(`/content/${from}/`, `/content/${to}/`);
  const simplified = locale.traditionalChinese ? simplifiedCharacters() : undefined;

  function pair(
    key: string,
    original: { file: string; data: Record<string, unknown> },
    twin: { file: string; data: Record<string, unknown> },
  ) {
    const schema = collections[key as keyof typeof collections].schema as z.ZodType;
    compare(schema, original, twin, problem, repoPath);
  }
  function checkTexts(key: string, file: string, data: Record<string, unknown>, body?: string) {
    if (!simplified) return;
    const schema = collections[key as keyof typeof collections].schema as z.ZodType;
    walkFields(schema, data, ({ path, value, meta }) => {
      if (meta.text && typeof value === "string") reportSimplified(file, fieldName(path), value);
    });
    if (body !== undefined) reportSimplified(file, "the text after the front matter", body);
  }
  function reportSimplified(file: string, field: string, text: string) {
    const found = simplified!(text);
    if (found.length > 0)
      problem(file, field, `holds Simplified Chinese (${found.join(" ")}): write it in Hong Kong Traditional Chinese`);
    for (const message of hongKongTextProblems(text)) problem(file, field, message);
  }

  for (const [key, spec] of Object.entries(collections) as [string, CollectionSpec][]) {
    if ("file" in spec) {
      const original = base.singles.get(key);
      const twin = translation.singles.get(key);
      if (original && !twin && !existsSync(twinOf(original.file, base.locale, translation.locale)))
        problem(
          original.file,
          "",
          `has no translation: add ${repoPath(twinOf(original.file, base.locale, translation.locale))}`,
        );
      if (original && twin) pair(key, original, twin);
      if (twin) checkTexts(key, twin.file, twin.data);
      continue;
    }
    const originals = new Map((base.folders.get(key) ?? []).map((entry) => [entry.slug, entry]));
    const twins = translation.folders.get(key) ?? [];
    const translated = new Set(twins.map((entry) => entry.slug));
    for (const original of originals.values()) {
      const twinFile = twinOf(original.file, base.locale, translation.locale);
      if (!translated.has(original.slug) && !spec.translationOptional && !existsSync(twinFile))
        problem(original.file, "", `has no translation: add ${repoPath(twinFile)}`);
    }
    for (const twin of twins) {
      const original = originals.get(twin.slug);
      if (original) pair(key, original, twin);
      // An original that exists but could not be read has its own problem already.
      else if (!spec.translationOptional && !existsSync(twinOf(twin.file, translation.locale, base.locale)))
        problem(
          twin.file,
          "",
          `has no original: ${repoPath(twinOf(twin.file, translation.locale, base.locale))} is missing (a page exists in every language)`,
        );
      checkTexts(key, twin.file, twin.data, twin.body);
    }
  }
}

/** Every field of `twin` that is not a text, compared with `original`'s. */
function compare(
  schema: z.ZodType,
  original: { file: string; data: unknown },
  twin: { file: string; data: unknown },
  problem: Problem,
  repoPath: (file: string) => string,
) {
  const lists = (data: unknown) => {
    const lengths = new Map<string, number>();
    walkLists(schema, data, (path, items) => lengths.set(fieldName(path), items.length));
    return lengths;
  };
  const fixed = (data: unknown) => {
    const values = new Map<string, unknown>();
    walkFields(schema, data, ({ path, value, meta }) => {
      if (!meta.text) values.set(fieldName(path), value);
    });
    return values;
  };
  const source = repoPath(original.file);
  const originalLists = lists(original.data);
  const drifted: string[] = [];
  for (const [field, length] of lists(twin.data)) {
    const expected = originalLists.get(field);
    if (expected === undefined || expected === length) continue;
    drifted.push(field);
    problem(
      twin.file,
      field,
      `has ${String(length)} entries, but ${source} has ${String(expected)}: a translation keeps the same entries in the same order`,
    );
  }
  const originalValues = fixed(original.data);
  for (const [field, value] of fixed(twin.data)) {
    if (drifted.some((list) => field.startsWith(`${list}[`))) continue;
    const expected = originalValues.get(field);
    if (!originalValues.has(field) || JSON.stringify(expected) === JSON.stringify(value)) continue;
    problem(
      twin.file,
      field,
      `is ${JSON.stringify(value)}, but ${source} has ${JSON.stringify(expected)}: only texts are translated; this field stays as in the original`,
    );
  }
}

/**
 * Characters HK text uses in their own right that OpenCC's Simplified-to-Hong-Kong conversion changes anyway (its
 * dictionaries keep one Traditional form per character): 干 (干擾), 里 (公里), 周 (周末), 于, 范 and 丑 (names, 丑時),
 * 几 (茶几), 斗 (北斗), 了 (了解, as Hong Kong writes it beside 瞭解), and the older forms 峰, 群, 床 of 峯, 羣, 牀.
 */
const TRADITIONAL_TOO = new Set([..."干里周于范几丑斗了峰群床"]);

/**
 * The Simplified-only characters of a text: those that OpenCC's conversion from Simplified (cn) to Hong Kong
 * Traditional (hk) changes, word by word as the converter reads them, other than the variant forms that its
 * Traditional-to-Hong-Kong conversion changes too (戶 and 户, 臺 and 台) and the characters above.
 */
export function simplifiedCharacters(): (text: string) => string[] {
  // Loaded only when a Traditional Chinese locale is checked: its dictionaries take a moment to read.
  const OpenCC = createRequire(import.meta.url)("opencc-js") as typeof import("opencc-js");
  const fromSimplified = OpenCC.Converter({ from: "cn", to: "hk" });
  const fromTraditional = OpenCC.Converter({ from: "t", to: "hk" });
  return (text) => {
    const chars = [...text];
    const converted = [...fromSimplified(text)];
    const variants = [...fromTraditional(text)];
    if (converted.length !== chars.length) return [];
    const found = chars.filter(
      (char, i) => char !== converted[i] && variants[i] !== converted[i] && !TRADITIONAL_TOO.has(char),
    );
    return [...new Set(found)];
  };
}
