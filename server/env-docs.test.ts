/**
 * The environment is described once (server/env.ts); the configuration table of docs/configuration.md,
 * `.env.example` and the environment table of docs/contracts.md must say the same: every variable, no other,
 * each with the same default.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { envExample, shownDefault, withTable, writeEnvDocs } from "./env-docs";
import { docOf, variableNames } from "./env";

const root = fileURLToPath(new URL("..", import.meta.url));
const readDoc = (file: string) => readFileSync(join(root, file), "utf8");

/** What the schema says: each variable's default, as the docs show it. */
const schemaDefaults = () => variableNames.map((name) => [name, shownDefault(docOf(name))]);

/** The rows `| NAME | default | ... |` of the Markdown tables of a section (names with or without backticks). */
function tableRows(markdown: string): string[][] {
  return markdown
    .split("\n")
    .filter((line) => /^\|\s*`?[A-Z][A-Z0-9_]*`?\s*\|/.test(line))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll("`", "")),
    );
}

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  expect(start, `the heading "${heading}"`).toBeGreaterThan(-1);
  const next = markdown.indexOf("\n## ", start + heading.length + 2);
  return markdown.slice(start, next === -1 ? undefined : next);
}

describe("the environment's documents", () => {
  it("docs/configuration.md lists every variable once, in the schema's order, with its default", () => {
    const rows = tableRows(section(readDoc("docs/configuration.md"), "## The variables"));
    expect(rows.map(([name, shown]) => [name, shown])).toEqual(schemaDefaults());
  });

  it(".env.example names every variable once, in the schema's order, at its default", () => {
    const lines = readDoc(".env.example")
      .split("\n")
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
      .filter((match) => match !== null);
    expect(lines.map(([, name, value]) => [name, value])).toEqual(
      variableNames.map((name) => [name, docOf(name).default ?? ""]),
    );
  });

  it("docs/contracts.md's environment table has the same variables and defaults", () => {
    const rows = tableRows(section(readDoc("docs/contracts.md"), "## Environment of the server"));
    const names = rows.map(([name]) => name);
    expect(new Set(names).size, "a variable listed twice").toBe(names.length);
    expect(Object.fromEntries(rows.map(([name, shown]) => [name, shown]))).toEqual(
      Object.fromEntries(schemaDefaults()),
    );
  });

  it("are what `npm run docs:env` writes (run it after changing server/env.ts)", () => {
    expect(writeEnvDocs({ check: true })).toEqual([]);
  });

  it("`npm run docs:env` rewrites a stale table between its markers and a stale .env.example, and nothing else", () => {
    const scratch = mkdtempSync(join(tmpdir(), "env-docs-"));
    try {
      mkdirSync(join(scratch, "docs"));
      const stale = readDoc("docs/configuration.md").replace("| `PORT` | `3000` |", "| `PORT` | `8080` |");
      writeFileSync(join(scratch, "docs/configuration.md"), stale);
      writeFileSync(join(scratch, ".env.example"), "# PORT=8080\n");
      expect(writeEnvDocs({ root: scratch, check: true }).sort()).toEqual([".env.example", "docs/configuration.md"]);
      expect(readFileSync(join(scratch, ".env.example"), "utf8")).toBe("# PORT=8080\n");

      expect(writeEnvDocs({ root: scratch }).sort()).toEqual([".env.example", "docs/configuration.md"]);
      expect(readFileSync(join(scratch, "docs/configuration.md"), "utf8")).toBe(withTable(stale));
      expect(readFileSync(join(scratch, "docs/configuration.md"), "utf8")).toBe(readDoc("docs/configuration.md"));
      expect(readFileSync(join(scratch, ".env.example"), "utf8")).toBe(envExample());
      expect(writeEnvDocs({ root: scratch, check: true })).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("every variable has a meaning", () => {
    for (const name of variableNames) expect(docOf(name).meaning.length, name).toBeGreaterThan(10);
  });
});
