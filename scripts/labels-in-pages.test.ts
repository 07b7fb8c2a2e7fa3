import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { englishLabels, englishLabelsInPages } from "./labels-in-pages";

const built = fileURLToPath(new URL("../build/client/", import.meta.url));

describe("English aria-labels on another language's pages", () => {
  it("finds a label in English, and not one in Chinese, of names only, or of Chinese and names", () => {
    const html =
      '<div role="region" aria-label="Table (scrolls sideways)"></div><div aria-label="表格（可左右捲動）"></div>' +
      '<a aria-label="WhatsApp"></a><a aria-label="Harbourline Labs 的 LinkedIn 專頁（在新分頁開啟）"></a>' +
      '<button aria-label="第 1 張，共 6 張"></button><nav aria-label="Quick &amp; &quot;useful&quot; links"></nav>';
    expect(englishLabels(html)).toEqual(["Table (scrolls sideways)", 'Quick & "useful" links']);
  });

  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("names each page of the build that has one, and passes the English pages", () => {
    dir = mkdtempSync(join(tmpdir(), "labels-"));
    mkdirSync(join(dir, "zh-hk/blogs/a-post"), { recursive: true });
    writeFileSync(join(dir, "index.html"), '<nav aria-label="Main"></nav>');
    writeFileSync(join(dir, "zh-hk/index.html"), '<nav aria-label="主選單"></nav>');
    writeFileSync(join(dir, "zh-hk/blogs/a-post/index.html"), '<div aria-label="Table (scrolls sideways)"></div>');
    expect(englishLabelsInPages(dir)).toEqual([
      'zh-hk/blogs/a-post/index.html: aria-label "Table (scrolls sideways)" is English: take it from the messages',
    ]);
  });

  // After `npm run build` (the build itself refuses such a page: scripts/postbuild.ts).
  it.skipIf(!existsSync(join(built, "zh-hk")))("none is on the built Chinese pages", () => {
    expect(englishLabelsInPages(built)).toEqual([]);
  });
});
