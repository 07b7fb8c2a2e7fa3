import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markTranslations, RECORD_FILE, staleTranslations } from "./translation-record";

const repository = fileURLToPath(new URL("../../", import.meta.url));
let root: string;

/** Replaces text in a file of the temporary copy. */
function edit(file: string, from: string | RegExp, to: string) {
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "translations-"));
  cpSync(join(repository, "content"), join(root, "content"), { recursive: true });
  markTranslations(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the record of which English each translation translates", () => {
  it("finds every translation current right after marking them all, and marking again changes nothing", () => {
    expect(staleTranslations(root)).toEqual([]);
    const record = readFileSync(join(root, "content/zh-hk", RECORD_FILE), "utf8");
    expect(markTranslations(root)).toEqual([]);
    expect(readFileSync(join(root, "content/zh-hk", RECORD_FILE), "utf8")).toBe(record);
  });

  it("names the translation and the field whose English text changed", () => {
    edit("content/en/faqs.yaml", /question: (.+)/, "question: A question the English asks now?");
    expect(staleTranslations(root)).toEqual([
      {
        locale: "zh-hk",
        name: "faqs.yaml",
        twin: "content/zh-hk/faqs.yaml",
        original: "content/en/faqs.yaml",
        fields: ["items[0].question"],
        unmarked: false,
      },
    ]);
  });

  it("counts a post's text, but not the file laid out again", () => {
    // Folding a text onto two lines, and quoting it, is the same text.
    edit("content/en/site.yaml", /^( {2}title:) (\S+) (.+)$/m, '$1 "$2\n    $3"');
    expect(staleTranslations(root)).toEqual([]);
    const slug = staleFreeSlug();
    edit(`content/en/blog/${slug}.md`, /\n---\n([\s\S]*)$/, "\n---\nA new opening paragraph.\n\n$1");
    expect(staleTranslations(root).map((each) => [each.twin, each.fields])).toEqual([
      [`content/zh-hk/blog/${slug}.md`, ["body"]],
    ]);
  });

  it("names a field the record does not know, and a translation never marked", () => {
    const record = JSON.parse(readFileSync(join(root, "content/zh-hk", RECORD_FILE), "utf8")) as Record<
      string,
      Record<string, string>
    >;
    delete record["testimonials.yaml"]!["items[0].company"];
    delete record["about.yaml"];
    writeFileSync(join(root, "content/zh-hk", RECORD_FILE), JSON.stringify(record));
    const stale = staleTranslations(root);
    expect(stale.map(({ twin, fields, unmarked }) => ({ twin, fields, unmarked }))).toEqual([
      { twin: "content/zh-hk/about.yaml", fields: [], unmarked: true },
      { twin: "content/zh-hk/testimonials.yaml", fields: ["items[0].company (new)"], unmarked: false },
    ]);
    expect(markTranslations(root, ["content/zh-hk/about.yaml", "content/en/testimonials.yaml"])).toEqual([
      "content/zh-hk/about.yaml",
      "content/zh-hk/testimonials.yaml",
    ]);
    expect(staleTranslations(root)).toEqual([]);
  });

  it("refuses to mark a file that is no translation", () => {
    expect(() => markTranslations(root, ["content/zh-hk/nothing.yaml"])).toThrow(/Not a translated file/);
  });

  it("`npm run translations -- --check` fails on a changed English text, naming file and field", async () => {
    const run = (args: string[]) =>
      promisify(execFile)(
        join(repository, "node_modules/.bin/tsx"),
        [join(repository, "scripts/translations.ts"), ...args],
        {
          env: { ...process.env, CONTENT_ROOT: root },
        },
      );
    await expect(run(["--check"])).resolves.toMatchObject({ stdout: expect.stringContaining("up to date") });
    edit("content/en/pages/home.yaml", /^( {2}title:) .+$/m, "$1 A new English heading");
    const failed = await run(["--check"]).then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain(
      "content/zh-hk/pages/home.yaml: content/en/pages/home.yaml has changed since it was translated: seo.title",
    );
    await run(["--mark", "content/zh-hk/pages/home.yaml"]);
    await expect(run(["--check"])).resolves.toMatchObject({ stdout: expect.stringContaining("up to date") });
  }, 60_000);
});

/** A post that exists in both languages. */
function staleFreeSlug(): string {
  const record = JSON.parse(readFileSync(join(root, "content/zh-hk", RECORD_FILE), "utf8")) as Record<string, unknown>;
  const post = Object.keys(record).find((name) => name.startsWith("blog/"));
  if (!post) throw new Error("no post exists in both languages");
  return post.slice("blog/".length, -".md".length);
}
