/**
 * Part of the build (scripts/postbuild.ts): no page of a language other than English names a control or region in
 * English. What a screen reader hears (aria-label) comes from the messages (shared/i18n/messages/<locale>.json); a
 * label written into the code in English would reach a Chinese page unseen, since no one sees it on the screen.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { defaultLocale, localeFacts, locales } from "../shared/i18n/locales";
import { englishWords } from "./messages-check";

const LABEL = /\saria-label="([^"]*)"/g;
/** A letter of any script but the Latin one: a label holding one is written in the page's language. */
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The page's aria-labels that are English: English words (beyond names, ./messages-check.ts) and no other script. */
export function englishLabels(html: string): string[] {
  const labels = [...html.matchAll(LABEL)].map((match) => decode(match[1]!));
  return [...new Set(labels.filter((label) => englishWords(label).length > 0 && !NON_LATIN_LETTER.test(label)))];
}

/** Every English aria-label on the built pages of the other locales than English, one line per page and label. */
export function englishLabelsInPages(clientDir: string): string[] {
  const problems: string[] = [];
  for (const locale of locales) {
    const { prefix } = localeFacts[locale];
    const dir = join(clientDir, prefix);
    if (locale === defaultLocale || !prefix || !existsSync(dir)) continue;
    const pages = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith(".html"),
    );
    for (const entry of pages) {
      const file = join(entry.parentPath, entry.name);
      for (const label of englishLabels(readFileSync(file, "utf8")))
        problems.push(`${relative(clientDir, file)}: aria-label "${label}" is English: take it from the messages`);
    }
  }
  return problems.sort();
}
