/**
 * The check of the words in code before Paraglide compiles them (scripts/messages-plugin.ts, `npm run messages`):
 * every locale's shared/i18n/messages/<locale>.json has exactly the keys of the base locale's, and none of its
 * messages is the base locale's English left as it is. Paraglide itself would show the English message wherever a
 * translation is missing, with no word said; this makes that a failed build naming the file and the key.
 *
 * A message may read the same in both languages only when its Latin words are names every language writes alike
 * (NAMES: the brand, products, networks) or an example address: "WhatsApp" and "you@company.com" pass, "Email" does
 * not (Chinese writes 電郵).
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** Words a message may keep in English in every language: names of the agency, products and networks. */
export const NAMES = new Set([
  "Harbourline",
  "Labs",
  "WhatsApp",
  "LinkedIn",
  "Instagram",
  "Facebook",
  "RSS",
  "AI",
  "US",
  "JSON",
  "POST",
  "iOS",
  "Android",
]);

type MessageFile = Record<string, unknown>;

/** Every text of a message: a plain one, or the variants of one with plural forms. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === "object") {
    const match = (value as { match?: Record<string, unknown> }).match;
    return match ? Object.values(match).flatMap(textsOf) : [];
  }
  return [];
}

/** The Latin words of a text a translation would change: not a placeholder, an address or one of NAMES. */
export function englishWords(text: string): string[] {
  const words = text
    .replace(/\{\w+\}/g, " ")
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ")
    .match(/[A-Za-z][A-Za-z']+/g);
  return (words ?? []).filter((word) => !NAMES.has(word));
}

/** What is wrong with a translation's messages, one line each naming its file and key; empty when nothing is. */
export function messageProblems(base: MessageFile, translation: MessageFile, file: string, baseFile: string): string[] {
  const problems: string[] = [];
  const keys = (messages: MessageFile) => Object.keys(messages).filter((key) => key !== "$schema");
  for (const key of keys(base)) {
    if (!(key in translation)) {
      problems.push(`${file}: ${key}: is missing (${baseFile} has it): add its translation`);
      continue;
    }
    if (JSON.stringify(translation[key]) !== JSON.stringify(base[key])) continue;
    const english = [...new Set(textsOf(translation[key]).flatMap(englishWords))];
    if (english.length > 0)
      problems.push(
        `${file}: ${key}: is the English text (${english.join(" ")}): translate it, or add a name every language writes alike to NAMES in scripts/messages-check.ts`,
      );
  }
  for (const key of keys(translation))
    if (!(key in base)) problems.push(`${file}: ${key}: is not in ${baseFile}: add it there or remove it here`);
  return problems;
}

const repository = fileURLToPath(new URL("../", import.meta.url));
/** The message compiler's project (its settings say which locales there are and where their messages are). */
export const MESSAGES_PROJECT = "shared/i18n/project.inlang";

/** Every locale's messages checked against the base locale's, in the project at `project` (under `root`). */
export function checkMessages(project = MESSAGES_PROJECT, root = repository): string[] {
  const projectDir = join(root, project);
  const settings = JSON.parse(readFileSync(join(projectDir, "settings.json"), "utf8")) as {
    baseLocale: string;
    locales: string[];
    "plugin.inlang.messageFormat": { pathPattern: string };
  };
  const fileOf = (locale: string) =>
    // The path is relative to the folder that holds the project (shared/i18n).
    join(dirname(projectDir), settings["plugin.inlang.messageFormat"].pathPattern.replace("{locale}", locale));
  const read = (locale: string) => JSON.parse(readFileSync(fileOf(locale), "utf8")) as MessageFile;
  const name = (locale: string) => relative(root, fileOf(locale));
  const base = read(settings.baseLocale);
  return settings.locales
    .filter((locale) => locale !== settings.baseLocale)
    .flatMap((locale) => messageProblems(base, read(locale), name(locale), name(settings.baseLocale)));
}

/** Throws with every problem, one per line. */
export function assertMessages(project = MESSAGES_PROJECT, root = repository): void {
  const problems = checkMessages(project, root);
  if (problems.length > 0)
    throw new Error(
      `The messages have ${String(problems.length)} problem(s):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    assertMessages();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
