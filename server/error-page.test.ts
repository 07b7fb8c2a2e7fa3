import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { errorPageRenderer } from "./error-page";

let clientDir = "";
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

/** A build whose 404 page holds `head`. */
function buildWith(head: string) {
  clientDir = mkdtempSync(join(tmpdir(), "error-answers-"));
  mkdirSync(join(clientDir, "404"));
  writeFileSync(join(clientDir, "404", "index.html"), `<html><head>${head}</head><body></body></html>`);
  return clientDir;
}

describe("the error page", () => {
  it("links the site's stylesheet that the built pages have written in, not its text", () => {
    const page = errorPageRenderer(
      buildWith('<style data-stylesheet="/assets/style-5.css">.text-3xl{font-size:1.875rem}</style>'),
    )(400, "en");
    expect(page).toContain('<link rel="stylesheet" href="/assets/style-5.css"/>');
    expect(page).not.toContain("font-size");
  });

  it("links a stylesheet the 404 page links, and none without a build", () => {
    expect(errorPageRenderer(buildWith('<link rel="stylesheet" href="/assets/style-5.css"/>'))(400, "en")).toContain(
      '<link rel="stylesheet" href="/assets/style-5.css"/>',
    );
    expect(errorPageRenderer(join(clientDir, "none"))(500, "en")).not.toContain("stylesheet");
  });
});

describe("the error page's language", () => {
  it("is English at the site's root: its title, its words, a link home", () => {
    const page = errorPageRenderer(null)(413, "en");
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(page).toContain("<title>Error: Request too large | Harbourline Labs</title>");
    expect(page).toContain('<a class="font-semibold text-brand-700 underline" href="/">Go to the home page</a>');
  });

  it("is Chinese under /zh-hk/: lang, a full-width title, Chinese words, the Chinese home page", () => {
    const page = errorPageRenderer(null)(400, "zh-hk");
    expect(page).toMatch(/^<!DOCTYPE html><html lang="zh-Hant-HK">/);
    expect(page).toContain("<title>錯誤：未能讀取請求 | Harbourline Labs</title>");
    expect(page).toContain("未能讀取此網址或請求。");
    expect(page).toContain('href="/zh-hk/">返回主頁</a>');
    expect(page).not.toMatch(/href="\/"/);
  });

  it("never sends a script, and says every status a visitor may meet in Chinese", () => {
    for (const status of [400, 404, 405, 408, 413, 415, 429, 431, 500, 503]) {
      const page = errorPageRenderer(null)(status, "zh-hk");
      expect(page, String(status)).not.toContain("<script");
      expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(page)?.[1], String(status)).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
