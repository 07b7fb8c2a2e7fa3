import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { defaultLocale, locales } from "../config/locales";
import { walkFields } from "./fields";
import { contentRoot, fieldName, readLocale } from "./load-content";
import { collections } from "./schema";

/**
 * Which version of each English file its translation translates (docs/content.md, "Translating";
 * docs/decisions/021-translation-record.md). Each locale other than the default keeps one record,
 * content/<locale>/translated-from.json: for every translated file, a short hash of each text of its English original
 * as it read when the translation was last brought up to date (`npm run translations -- --mark <file>`). Only the
 * texts count (the fields the schema calls `text()`, and a post's Markdown), whitespace folded, so laying a file out
 * again changes nothing. `npm run translations` compares the record with the English of today and names each file
 * and field that changed since; `--check` fails when one did (`npm test` runs it), and the editor shows it.
 */

export const RECORD_FILE = "translated-from.json";

/** A translation whose English changed since it was last marked: the fields that changed, were added or removed. */
export interface StaleTranslation {
  locale: string;
  /** The translation's and the original's paths in the repository. */
  twin: string;
  original: string;
  /** The file's path under content/<locale>/ ("faqs.yaml", "blog/launch.md"): its key in the record. */
  name: string;
  /** The fields that changed ("items[2].question", "body" for a post's text); empty when the file was never marked. */
  fields: string[];
  /** The file has no entry in the record yet. */
  unmarked: boolean;
}

type FieldHashes = Record<string, string>;
type Record_ = Record<string, FieldHashes>;

/** A text's hash as the record keeps it: whitespace folded, so reflowing a paragraph is no change. */
export function textHash(text: string): string {
  return createHash("sha256").update(text.trim().replace(/\s+/g, " "), "utf8").digest("hex").slice(0, 12);
}

/** Every translatable text of a file's data (as its schema reads it) by its field name, and a post's body. */
export function textFields(key: string, data: Record<string, unknown>, body?: string): FieldHashes {
  const schema = collections[key as keyof typeof collections].schema as z.ZodType;
  const hashes: FieldHashes = {};
  walkFields(schema, data, ({ path, value, meta }) => {
    if (meta.text && typeof value === "string") hashes[fieldName(path)] = textHash(value);
  });
  if (body !== undefined) hashes.body = textHash(body);
  return hashes;
}

interface Pair {
  locale: string;
  name: string;
  original: string;
  twin: string;
  hashes: FieldHashes;
}

/** Every translated file of every other locale with its original's text hashes of today; throws on unreadable content. */
function pairs(root: string): Pair[] {
  const problems: string[] = [];
  const problem = (file: string, field: string, message: string) =>
    problems.push(`${relative(root, file)}: ${field ? `${field}: ` : ""}${message}`);
  const base = readLocale(root, defaultLocale, problem);
  const found: Pair[] = [];
  for (const { code } of locales) {
    if (code === defaultLocale) continue;
    const translation = readLocale(root, code, problem, false);
    const dir = join(root, "content", code);
    const add = (
      key: string,
      original: { file: string; data: Record<string, unknown>; body?: string },
      twinFile: string,
    ) =>
      found.push({
        locale: code,
        name: relative(dir, twinFile).split("\\").join("/"),
        original: relative(root, original.file).split("\\").join("/"),
        twin: relative(root, twinFile).split("\\").join("/"),
        hashes: textFields(key, original.data, original.body),
      });
    for (const [key, original] of base.singles)
      if (translation.singles.has(key)) add(key, original, translation.singles.get(key)!.file);
    for (const [key, entries] of base.folders) {
      const twins = new Map((translation.folders.get(key) ?? []).map((entry) => [entry.slug, entry.file]));
      for (const original of entries) if (twins.has(original.slug)) add(key, original, twins.get(original.slug)!);
    }
  }
  if (problems.length > 0) throw new Error(`The content cannot be read:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return found.sort((a, b) => a.twin.localeCompare(b.twin));
}

const recordFile = (root: string, locale: string) => join(root, "content", locale, RECORD_FILE);

function readRecord(root: string, locale: string): Record_ {
  const file = recordFile(root, locale);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record_) : {};
}

/** The fields whose hash differs between the record and today, with those added and removed since. */
function changedFields(recorded: FieldHashes, now: FieldHashes): string[] {
  const changed = Object.keys(now).filter((field) => recorded[field] !== now[field]);
  const removed = Object.keys(recorded).filter((field) => !(field in now));
  return [
    ...changed.map((field) => (field in recorded ? field : `${field} (new)`)),
    ...removed.map((field) => `${field} (removed)`),
  ];
}

/** Every translation whose English changed since it was marked, or that was never marked. */
export function staleTranslations(root = contentRoot()): StaleTranslation[] {
  const records = new Map<string, Record_>();
  const stale: StaleTranslation[] = [];
  for (const pair of pairs(root)) {
    if (!records.has(pair.locale)) records.set(pair.locale, readRecord(root, pair.locale));
    const recorded = records.get(pair.locale)![pair.name];
    const fields = recorded ? changedFields(recorded, pair.hashes) : [];
    if (recorded && fields.length === 0) continue;
    const { locale, twin, original, name } = pair;
    stale.push({ locale, twin, original, name, fields, unmarked: !recorded });
  }
  return stale;
}

/**
 * Records the given translations (their paths in the repository, or their originals') as translating their English
 * of today; every translation when `files` is undefined, which also drops the entries of files that no longer exist.
 * Returns the translations whose entry changed. Marking twice changes nothing the second time.
 */
export function markTranslations(root = contentRoot(), files?: readonly string[]): string[] {
  const all = pairs(root);
  const wanted = files?.map((file) => relative(root, join(root, file)).split("\\").join("/"));
  const chosen = wanted ? all.filter((pair) => wanted.includes(pair.twin) || wanted.includes(pair.original)) : all;
  const unknown = (wanted ?? []).filter((file) => !all.some((pair) => pair.twin === file || pair.original === file));
  if (unknown.length > 0)
    throw new Error(
      `Not a translated file or its English original: ${unknown.join(", ")} (a path such as content/zh-hk/faqs.yaml)`,
    );
  const changed: string[] = [];
  for (const locale of new Set(all.map((pair) => pair.locale))) {
    const before = readRecord(root, locale);
    const after: Record_ = files ? { ...before } : {};
    for (const pair of all.filter((each) => each.locale === locale)) {
      if (!chosen.includes(pair)) continue;
      if (JSON.stringify(before[pair.name]) !== JSON.stringify(pair.hashes)) changed.push(pair.twin);
      after[pair.name] = pair.hashes;
    }
    const sorted = Object.fromEntries(
      Object.keys(after)
        .sort()
        .map((name) => [name, after[name]!]),
    );
    writeFileSync(recordFile(root, locale), `${JSON.stringify(sorted, null, 2)}\n`);
  }
  return changed;
}
