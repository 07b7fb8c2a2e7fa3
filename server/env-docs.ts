/**
 * The documents written from the environment's schema (server/env.ts): the configuration table of
 * docs/configuration.md, between its two marker lines, and `.env.example`.
 *
 *   npm run docs:env              rewrites both
 *   npm run docs:env -- --check   exits 1 when either is out of date (server/env-docs.test.ts does the same)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { docOf, variableNames, type VariableName } from "./env";
import type { Group, VariableDoc } from "./env-values";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
export const CONFIGURATION_DOC = "docs/configuration.md";
export const ENV_EXAMPLE = ".env.example";
export const TABLE_START = "<!-- env table: written by `npm run docs:env` from server/env.ts; do not edit by hand -->";
export const TABLE_END = "<!-- end of env table -->";

/** How the docs show a variable's default. */
export const shownDefault = (doc: VariableDoc) => doc.shownDefault ?? doc.default ?? "unset";

function groups(): Map<Group, VariableName[]> {
  const byGroup = new Map<Group, VariableName[]>();
  for (const name of variableNames) {
    const { group } = docOf(name);
    byGroup.set(group, [...(byGroup.get(group) ?? []), name]);
  }
  return byGroup;
}

/** The Markdown tables, one per group, that docs/configuration.md holds between its markers. */
export function configurationTable(): string {
  const sections = [...groups()].map(([group, names]) => {
    const rows = names.map((name) => {
      const doc = docOf(name);
      const shown = doc.shownDefault ?? (doc.default === undefined ? "unset" : `\`${doc.default}\``);
      return `| \`${name}\` | ${shown} | ${doc.meaning.replaceAll("|", "\\|")} |`;
    });
    return [`### ${group}`, "", "| variable | default | meaning |", "| --- | --- | --- |", ...rows].join("\n");
  });
  return [TABLE_START, "", sections.join("\n\n"), "", TABLE_END].join("\n");
}

/** Plain text for a comment line: no Markdown emphasis or code marks. */
const plain = (markdown: string) => markdown.replaceAll("**", "").replaceAll("`", "");

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
}

/** The committed `.env.example`: every variable, commented out at its default, with its meaning. */
export function envExample(): string {
  const head = [
    "# The server's environment: every variable it reads, each commented out at its default.",
    "# Copy this file to .env and set what you need: `npm start`, `npm run serve`, `npm run build`, `npm run dev`",
    "# and `npm run mail` read .env when present; a variable set in the environment wins over .env.",
    "# An empty value means the default. Meanings and rules: docs/configuration.md.",
    "# Written by `npm run docs:env` from server/env.ts; do not edit by hand.",
  ];
  const sections = [...groups()].map(([group, names]) => {
    const entries = names.map((name) => {
      const doc = docOf(name);
      const comment = wrap(plain(doc.meaning), 110).map((line) => `# ${line}`);
      return [...comment, `# ${name}=${doc.default ?? ""}`].join("\n");
    });
    return [`# ---- ${group}`, "", entries.join("\n\n")].join("\n");
  });
  return `${[head.join("\n"), ...sections].join("\n\n")}\n`;
}

/** docs/configuration.md with its table rewritten; throws when the markers are missing. */
export function withTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`${CONFIGURATION_DOC} lacks the env table's marker lines`);
  return document.slice(0, start) + configurationTable() + document.slice(end + TABLE_END.length);
}

/** The files that differ from what the schema says, after writing them unless `check`. */
export function writeEnvDocs({ root = projectRoot, check = false } = {}): string[] {
  const wanted: [string, (current: string) => string][] = [
    [CONFIGURATION_DOC, withTable],
    [ENV_EXAMPLE, () => envExample()],
  ];
  const stale: string[] = [];
  for (const [file, render] of wanted) {
    const path = join(root, file);
    const current = existsSync(path) ? readFileSync(path, "utf8") : "";
    const next = render(current);
    if (next === current) continue;
    stale.push(file);
    if (!check) writeFileSync(path, next);
  }
  return stale;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes("--check");
  const stale = writeEnvDocs({ check });
  if (check && stale.length > 0) {
    console.error(`Out of date: ${stale.join(", ")} (run npm run docs:env)`);
    process.exitCode = 1;
  } else {
    console.log(stale.length > 0 ? `Wrote ${stale.join(", ")}` : "Up to date");
  }
}
