/**
 * Comments and docs stand alone: a path a code comment names exists (a comment that points to a moved file sends
 * the reader nowhere), and neither a comment nor a guide cites an issue number, which means nothing to a reader of
 * the repository. Decision records are history and may name files as they were.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const codeFiles = tracked.filter((file) => /\.(tsx?|mjs|js|css|sh)$/.test(file) && existsSync(join(root, file)));
const guides = tracked.filter((file) => /\.md$/.test(file) && !file.startsWith("docs/decisions/"));

const extensions = "tsx|ts|mjs|json|js|md|yaml|yml|css|sh|webp|svg";
const topFolders = "app|server|shared|scripts|editor|tests|docs|content|bench|public|deploy";
/** A path from the repository's root (`server/env.ts`), or from the file's folder (one that starts with ./ or ../). */
const pathPattern = new RegExp(
  `(?<![\\w./@~-])((?:\\.\\.?/)+[\\w.\\-/\\[\\]]+|(?:${topFolders})/[\\w.\\-/\\[\\]]+)\\.(?:${extensions})\\b`,
  "g",
);
const commentLine = /^\s*(\/\/|\*|\/\*|#)/;

/** Each comment line of a code file, with its number. */
function commentLines(file: string): Array<{ line: number; text: string }> {
  return readFileSync(join(root, file), "utf8")
    .split("\n")
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => commentLine.test(text) || /\s\/\/\s/.test(text));
}

/** The paths named in a comment line that exist neither from the file's folder nor from the root. */
function missingPaths(file: string, text: string, exists: (path: string) => boolean): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(pathPattern)) {
    const named = match[0];
    const fromFolder = normalize(join(dirname(file), named));
    const fromRoot = normalize(named.replace(/^(\.\.?\/)+/, ""));
    if (!exists(fromFolder) && !(named.startsWith(".") ? false : exists(fromRoot))) missing.push(named);
  }
  return missing;
}

const issueCitation = /\b[Ii]ssues? #?\d+\b/;

describe("comments", () => {
  it("name only paths that exist", () => {
    const exists = (path: string) => existsSync(join(root, path));
    const broken = codeFiles.flatMap((file) =>
      commentLines(file).flatMap(({ line, text }) =>
        missingPaths(file, text, exists).map((path) => `${file}:${line}: ${path}`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it("a moved file is caught, from the root or from the comment's folder", () => {
    const exists = (path: string) => ["app/lib/seo.ts", "app/components/islands/hydrate.tsx"].includes(path);
    expect(missingPaths("app/x.ts", "// see app/lib/seo.ts", exists)).toEqual([]);
    expect(missingPaths("app/x.ts", "// see app/islands/island.tsx", exists)).toEqual(["app/islands/island.tsx"]);
    expect(missingPaths("app/components/islands/entries/a.ts", "// (../hydrate.tsx)", exists)).toEqual([]);
    expect(missingPaths("app/components/islands/entries/a.ts", "// (./hydrate.tsx)", exists)).toEqual([
      "./hydrate.tsx",
    ]);
  });

  it("cite no issue number", () => {
    const citing = codeFiles.flatMap((file) =>
      commentLines(file)
        .filter(({ text }) => issueCitation.test(text))
        .map(({ line }) => `${file}:${line}`),
    );
    expect(citing).toEqual([]);
  });
});

describe("guides", () => {
  it("begin with a README a newcomer reads in one sitting: at most 120 lines", () => {
    expect(readFileSync(join(root, "README.md"), "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(120);
  });

  it("cite no issue number", () => {
    const citing = guides.flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((text, index) => (issueCitation.test(text) ? [`${file}:${index + 1}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
