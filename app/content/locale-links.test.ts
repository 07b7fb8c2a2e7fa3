import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "./load-content";
import { linkedPaths } from "./locale-links";

const repo = fileURLToPath(new URL("../../", import.meta.url));

describe("the links of a translation stay in its language", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "content-links-"));
    cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
    symlinkSync(join(repo, "public"), join(root, "public"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const problemsOf = (): string[] => {
    try {
      loadContent({ root });
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
    return [];
  };
  const edit = (file: string, from: string | RegExp, to: string) => {
    const path = join(root, file);
    const before = readFileSync(path, "utf8");
    const after = before.replace(from, to);
    expect(after, `the test's edit of ${file} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  };

  it("accepts the content as it is", () => {
    expect(problemsOf()).toEqual([]);
  });

  it("refuses a Chinese post's Markdown link to an English page, naming the file and the link", () => {
    edit("content/zh-hk/blog/native-flutter-or-hybrid.md", "](/zh-hk/contact-us)", "](/contact-us)");
    expect(problemsOf()).toEqual([
      "content/zh-hk/blog/native-flutter-or-hybrid.md: the text after the front matter: links to the English page /contact-us: link to its zh-hk twin /zh-hk/contact-us",
    ]);
  });

  it("refuses a link in a Chinese text field, and a service page's, keeping its fragment", () => {
    edit("content/zh-hk/faqs.yaml", /(answer:\n\s+- )/, "$1詳見[網站開發](/services/web-development/#process)。");
    expect(problemsOf()).toEqual([
      "content/zh-hk/faqs.yaml: items[0].answer[0]: links to the English page /services/web-development/#process: link to its zh-hk twin /zh-hk/services/web-development#process",
    ]);
  });

  it("refuses an href in a text, and leaves the English files, images and the site-wide files alone", () => {
    edit(
      "content/zh-hk/faqs.yaml",
      /(answer:\n\s+- )/,
      '$1<a href="/about-us">關於我們</a>；[網站地圖](/sitemap.xml)。',
    );
    edit("content/en/blog/native-flutter-or-hybrid.md", /$/, "\nSee [contact](/contact-us).\n");
    expect(problemsOf()).toEqual([
      "content/zh-hk/faqs.yaml: items[0].answer[0]: links to the English page /about-us: link to its zh-hk twin /zh-hk/about-us",
    ]);
  });

  it("lets a Chinese post link to an English-only post, which has no twin", () => {
    const post = readFileSync(join(root, "content/en/blog/native-flutter-or-hybrid.md"), "utf8");
    writeFileSync(join(root, "content/en/blog/english-only.md"), post);
    edit("content/zh-hk/blog/native-flutter-or-hybrid.md", "](/zh-hk/contact-us)", "](/blogs/english-only)");
    expect(problemsOf()).toEqual([]);
  });
});

describe("linkedPaths", () => {
  it("finds Markdown links, href attributes and a field that is a path, but not an image's path or a URL", () => {
    expect(
      linkedPaths('Read [this](/blogs/a) and <a href="/about-us">that</a>, or [out](https://example.com).'),
    ).toEqual(["/blogs/a", "/about-us"]);
    expect(linkedPaths("/contact-us")).toEqual(["/contact-us"]);
    expect(linkedPaths("/images/a.svg", true)).toEqual([]);
    expect(linkedPaths("//cdn.example.com/x")).toEqual([]);
  });
});
