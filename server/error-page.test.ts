import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { errorPageRenderer } from "./error-answers";

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
    )(400);
    expect(page).toContain('<link rel="stylesheet" href="/assets/style-5.css">');
    expect(page).not.toContain("font-size");
  });

  it("links a stylesheet the 404 page links, and none without a build", () => {
    expect(errorPageRenderer(buildWith('<link rel="stylesheet" href="/assets/style-5.css"/>'))(400)).toContain(
      '<link rel="stylesheet" href="/assets/style-5.css">',
    );
    expect(errorPageRenderer(join(clientDir, "none"))(500)).not.toContain("stylesheet");
  });
});
