import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { agencyFactsFile, agencyFactsSchema, type AgencyFacts } from "../../shared/agency";
import { defaultLocale, locales } from "../config/locales";
import { isLocale, localeFacts } from "../../shared/i18n/locales";
import { walkFields, walkLists } from "./fields";
import { collections, type CollectionSpec } from "./schema";
import { checkLocaleLinks } from "./locale-links";
import { checkTranslation, type LocaleFiles } from "./translations";

/**
 * Reads every content file of a locale, checks it against its collection's schema (./schema.ts) and against the
 * rest (unique names, images that exist, known placeholders), and returns the content with its placeholders
 * filled in. Every step goes through the registry (`collections`) and what each field's schema says of it
 * (./fields.ts), so a collection added there is read and checked with no code here. Loading the default locale
 * also checks every other locale whose folder exists against it (./translations.ts).
 *
 * Runs in Node only: at build time (the Vite plugin content-plugin.ts inlines the result into the pages' modules),
 * in tests and in the server. Nothing is skipped: any problem throws a ContentError whose lines each name the file
 * (its path in the repository) and the field.
 */

/**
 * The folder holding content/ and public/: the repository, unless CONTENT_ROOT names a copy (tests). This module runs
 * from app/content/ or from a bundle of it (the pages' loaders, prerendering from build/server/assets/): the
 * repository is the nearest folder above with a package.json and a content/ folder.
 */
export function contentRoot(): string {
  if (process.env.CONTENT_ROOT) return process.env.CONTENT_ROOT;
  // A path, not a URL: in jsdom tests the global URL is jsdom's, which fileURLToPath refuses.
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!(existsSync(join(dir, "package.json")) && existsSync(join(dir, "content")))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export { defaultLocale };

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${String(problems.length)} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

type Collections = typeof collections;
export type CollectionKey = keyof Collections;
export type FolderKey = { [K in CollectionKey]: Collections[K] extends { folder: string } ? K : never }[CollectionKey];
export type FileKey = Exclude<CollectionKey, FolderKey>;
type Data<K extends CollectionKey> = z.infer<Collections[K]["schema"]>;

/** An entry of a folder collection: its fields, its file name (its address), its file and, in Markdown, its text. */
export type FolderEntry<K extends FolderKey> = Data<K> & { slug: string; file: string } & (Collections[K] extends {
    ext: ".md";
  }
    ? { body: string }
    : unknown);

/** The content of a locale: each collection of the registry by its name; a folder's entries in `order`, or newest first. */
export type Content = { locale: string } & { [K in CollectionKey]: K extends FolderKey ? FolderEntry<K>[] : Data<K> };

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const specs = Object.entries(collections) as [CollectionKey, CollectionSpec][];

/** A post's YAML front matter, between its opening and closing "---" lines, and the Markdown after it. */
export function splitFrontMatter(source: string): { yaml: string | undefined; body: string; bodyLine: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { yaml: undefined, body: source, bodyLine: 1 };
  return { yaml: match[1]!, body: source.slice(match[0].length), bodyLine: match[0].split("\n").length };
}

/** "items[3].answer[0]" from zod's path. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) =>
      typeof key === "number" ? `${name}[${String(key)}]` : name ? `${name}.${String(key)}` : String(key),
    "",
  );
}

/** The number in words, as a heading writes it: "twelve", or "Twelve" for {Count}. */
export function countInWords(n: number, capital: boolean, locale: string = defaultLocale): string {
  if (isLocale(locale) && localeFacts[locale].numberWords === "chinese") return chineseNumber(n);
  const words = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
  ];
  const word = words[n] ?? String(n);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** A count as Chinese writes it in prose, to 99 (「十二」, 「二十」); beyond, its digits. */
function chineseNumber(n: number): string {
  const digits = "零一二三四五六七八九";
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n < 10) return digits[n]!;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? "" : digits[tens]}十${ones === 0 ? "" : digits[ones]}`;
}

type Problem = (file: string, field: string, message: string) => void;

/** Collects problems, each naming a file by its path in the repository. */
function problemList(root: string) {
  const problems: string[] = [];
  const repoPath = (file: string) => relative(root, file).split("\\").join("/");
  const problem: Problem = (file, field, message) =>
    problems.push(`${repoPath(file)}: ${field ? `${field}: ` : ""}${message}`);
  return { problems, problem, repoPath };
}

/** The YAML of a file as plain data, or undefined after reporting why it cannot be read. */
function readYaml(problem: Problem, file: string, source: string, firstLine = 1): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = lineCounter.linePos(error.pos[0]).line + firstLine - 1;
      problem(file, "", `line ${String(line)}: ${error.message.split("\n")[0]!}`);
    }
    return undefined;
  }
  // An empty file reads as no fields at all, so the schema names each missing one.
  return doc.toJS() ?? {};
}

/** The data as its schema reads it, or undefined after reporting each problem on its field. */
function check<S extends z.ZodType>(problem: Problem, file: string, schema: S, data: unknown): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        problem(file, fieldName([...issue.path, key]), "is not a field of this collection (a typo?)");
    } else {
      problem(file, fieldName(issue.path), issue.message);
    }
  }
  return undefined;
}

/** content/agency.json, checked. */
export function readAgencyFacts(root: string, problem: Problem): AgencyFacts | undefined {
  const file = join(root, agencyFactsFile);
  if (!existsSync(file)) {
    problem(file, "", "is missing");
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problem(file, "", `cannot be read: ${(error as Error).message}`);
    return undefined;
  }
  return check(problem, file, agencyFactsSchema, data);
}

/** Every file of a locale read and checked against its collection's schema. `required: false` reports no missing file. */
export function readLocale(root: string, locale: string, problem: Problem, required = true): LocaleFiles {
  const dir = join(root, "content", locale);
  const read: LocaleFiles = { locale, singles: new Map(), folders: new Map() };
  for (const [key, spec] of specs) {
    if ("file" in spec) {
      const file = join(dir, spec.file);
      if (!existsSync(file)) {
        if (required) problem(file, "", "is missing");
        continue;
      }
      const data = readYaml(problem, file, readFileSync(file, "utf8"));
      const checked = data === undefined ? undefined : check(problem, file, spec.schema, data);
      if (checked) read.singles.set(key, { file, data: checked as Record<string, unknown> });
      continue;
    }
    const folder = join(dir, spec.folder);
    const entries: { file: string; slug: string; data: Record<string, unknown>; body?: string }[] = [];
    read.folders.set(key, entries);
    if (!existsSync(folder)) {
      if (required) problem(folder, "", "is missing");
      continue;
    }
    let found = 0;
    for (const name of readdirSync(folder).sort()) {
      const file = join(folder, name);
      if (name.startsWith(".")) continue;
      found++;
      if (!name.endsWith(spec.ext)) {
        problem(
          file,
          "",
          `is not a ${spec.ext} file: every file in ${relative(root, folder).split("\\").join("/")}/ is an entry`,
        );
        continue;
      }
      const slug = name.slice(0, -spec.ext.length);
      if (!slugPattern.test(slug)) {
        problem(
          file,
          "",
          "its file name is its address: lowercase words joined by hyphens, e.g. cloud-migration" + spec.ext,
        );
        continue;
      }
      const source = readFileSync(file, "utf8");
      let yaml: string | undefined = source;
      let body: string | undefined;
      if (spec.ext === ".md") {
        const split = splitFrontMatter(source);
        ({ yaml, body } = split);
        if (yaml === undefined) {
          problem(file, "", 'must start with its front matter between two "---" lines');
          continue;
        }
        if (!body.trim()) problem(file, "", "has no text after its front matter");
      }
      const data = readYaml(problem, file, yaml, spec.ext === ".md" ? 2 : 1);
      const checked = data === undefined ? undefined : check(problem, file, spec.schema, data);
      if (checked)
        entries.push({ file, slug, data: checked as Record<string, unknown>, ...(body === undefined ? {} : { body }) });
    }
    if (found === 0 && required) problem(folder, "", "holds no entry");
  }
  return read;
}

/** The checks across a locale's fields: unique ids and orders, pictures that exist. */
function checkAcross(root: string, read: LocaleFiles, problem: Problem, checkImages: boolean) {
  const files = [...read.singles.entries()].map(([key, { file, data }]) => ({ key, file, data }));
  for (const [key, entries] of read.folders) {
    files.push(...entries.map(({ file, data }) => ({ key, file, data })));
    // A folder's `order` is each entry's place in its lists: no two entries share one.
    const folder = (collections[key as FolderKey] as { folder: string }).folder;
    const seen = new Map<unknown, string>();
    for (const { data, file } of entries) {
      if (typeof data.order !== "number") continue;
      const other = seen.get(data.order);
      if (other) problem(file, "order", `${String(data.order)} is also the order of ${folder}/${other}`);
      else seen.set(data.order, file.slice(file.lastIndexOf("/") + 1));
    }
  }
  const publicDir = join(root, "public");
  for (const { key, file, data } of files) {
    const schema = collections[key as CollectionKey].schema as z.ZodType;
    // The ids of a list name anchors and keys: unique in their list.
    walkLists(schema, data, (path, items) => {
      const seen = new Map<string, number>();
      items.forEach((item, index) => {
        const id = (item as { id?: unknown } | null)?.id;
        if (typeof id !== "string") return;
        const first = seen.get(id);
        const field = fieldName(path);
        if (first !== undefined)
          problem(
            file,
            `${field}[${String(index)}].id`,
            `"${id}" is already the id of ${field}[${String(first)}]; ids must be unique`,
          );
        else seen.set(id, index);
      });
    });
    if (!checkImages) continue;
    walkFields(schema, data, ({ path, value, meta }) => {
      if (meta.image && typeof value === "string" && !existsSync(join(publicDir, value)))
        problem(
          file,
          fieldName(path),
          `the image ${value} does not exist: add the file under public${value.replace(/\/[^/]*$/, "/")}`,
        );
    });
  }
}

/** "industries.items" or "services": the number of entries of that list in the locale. */
function countOf(read: LocaleFiles, list: string): number | undefined {
  const [key, ...path] = list.split(".");
  const entries = read.folders.get(key!);
  if (entries) return entries.length;
  let value: unknown = read.singles.get(key!)?.data;
  for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
  return Array.isArray(value) ? value.length : undefined;
}

/** The locale's content with the placeholders of its texts filled in (./schema.ts, FieldMeta). */
function fillPlaceholders(read: LocaleFiles, facts: AgencyFacts | undefined, problem: Problem): Content {
  const words = read.singles.get("agency")?.data as { address?: string; founderRole?: string } | undefined;
  const sitePlaceholders: Record<string, string | undefined> = {
    brand: facts?.brand,
    address: words?.address,
    founder: facts?.founder,
    founderRole: words?.founderRole?.toLowerCase(),
    sessionMinutes: facts && String(facts.sessionMinutes),
  };
  function fill(key: string, file: string, data: Record<string, unknown>): Record<string, unknown> {
    const filled = structuredClone(data);
    walkFields(collections[key as CollectionKey].schema as z.ZodType, data, ({ path, value, meta }) => {
      if (!meta.text || typeof value !== "string" || !value.includes("{")) return;
      const count = meta.counts === undefined ? undefined : countOf(read, meta.counts);
      const text = value.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
        if ((name === "count" || name === "Count") && count !== undefined)
          return countInWords(count, name === "Count", read.locale);
        const fact = sitePlaceholders[name];
        if (name in sitePlaceholders) return fact ?? whole;
        if (name === meta.fills) return whole;
        const known = [
          ...(count === undefined ? [] : ["count", "Count"]),
          ...Object.keys(sitePlaceholders),
          ...(meta.fills ? [meta.fills] : []),
        ];
        problem(
          file,
          fieldName(path),
          `${whole} is not a placeholder this field knows (known: ${known.map((k) => `{${k}}`).join(", ")})`,
        );
        return whole;
      });
      let target: Record<string | number, unknown> = filled;
      for (const part of path.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
      target[path.at(-1)!] = text;
    });
    return filled;
  }
  const content: Record<string, unknown> = { locale: read.locale };
  for (const [key, { file, data }] of read.singles) content[key] = fill(key, file, data);
  for (const [key, entries] of read.folders) {
    const filled: Record<string, unknown>[] = entries.map(({ file, slug, data, body }) => ({
      ...fill(key, file, data),
      slug,
      file,
      ...(body === undefined ? {} : { body }),
    }));
    // In their `order` (services, landing pages), or newest first (posts).
    filled.sort((a, b) =>
      typeof a.order === "number" && typeof b.order === "number"
        ? a.order - b.order
        : String(b.date ?? "").localeCompare(String(a.date ?? "")),
    );
    content[key] = filled;
  }
  return content as Content;
}

/**
 * `checkImages: false` is for scripts/make-og-images.ts, which makes the landing pages' share images, and for
 * ./source.ts at run time (the server); the build (scripts/content-plugin.ts) and the content tests check every image.
 */
export function loadContent(options: { root?: string; locale?: string; checkImages?: boolean } = {}): Content {
  const root = options.root ?? contentRoot();
  const locale = options.locale ?? defaultLocale;
  const { problems, problem, repoPath } = problemList(root);
  const facts = readAgencyFacts(root, problem);
  const read = readLocale(root, locale, problem);
  checkAcross(root, read, problem, options.checkImages !== false);
  const content = fillPlaceholders(read, facts, problem);
  if (locale === defaultLocale) {
    // Every other locale being written is checked against this one as soon as its folder exists.
    for (const other of locales) {
      if (other.code === defaultLocale || !existsSync(join(root, "content", other.code))) continue;
      const translation = readLocale(root, other.code, problem, false);
      checkAcross(root, translation, problem, options.checkImages !== false);
      fillPlaceholders(translation, facts, problem);
      checkTranslation(read, translation, other, problem, repoPath);
      checkLocaleLinks(translation, problem);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}
