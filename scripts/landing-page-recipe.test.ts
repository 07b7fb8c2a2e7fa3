/**
 * The recipe "Adding a landing page" of docs/content.md holds: a file in content/en/landing-pages/ and its share
 * image are all a page needs, and every file the recipe names exists. (The route per entry is checked in
 * app/components/landing/landing.test.tsx.)
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { landingPagesIn } from "../app/content/content.server";
import { indexablePaths, prerenderPaths } from "../app/lib/site-map";

const landingPages = landingPagesIn("en");

const root = fileURLToPath(new URL("..", import.meta.url));
const publicDir = `${root}public`;

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1"), file).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function recipe(): string {
  const guide = readFileSync(`${root}docs/content.md`, "utf8");
  const start = guide.indexOf("### Adding a landing page");
  expect(start, 'the "Adding a landing page" of docs/content.md').toBeGreaterThan(-1);
  const end = guide.indexOf("\n#", start + 1);
  return guide.slice(start, end === -1 ? undefined : end);
}

describe("adding a landing page (docs/content.md)", () => {
  it.each(landingPages.map((page) => [page.path, page]))("%s is prerendered and in the sitemap", (path) => {
    const noPosts = { en: [], "zh-hk": [] };
    expect(indexablePaths(noPosts)).toContain(path);
    expect(prerenderPaths(noPosts)).toContain(path);
  });

  it.each(landingPages.map((page) => [page.path, page.seo.image]))(
    "%s has its share image %s, rendered by scripts/make-og-images.ts (1200 x 630)",
    (_path, image) => {
      // make-og-images.ts writes public/images/og/<file name of seo.image>.
      expect(image).toMatch(/^\/images\/og\/[a-z0-9-]+\.png$/);
      const file = `${publicDir}${image}`;
      expect(existsSync(file), `${file} (run npx tsx scripts/make-og-images.ts)`).toBe(true);
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
    },
  );

  it("names only files that exist, and no route line to add by hand", () => {
    const text = recipe();
    // The files it names, but the new page's own (ai-development), which the recipe creates.
    const files = [...text.matchAll(/[\s`]((?:app|scripts|shared|tests|content)\/[\w./-]+\.(?:tsx?|yaml))`/g)]
      .map(([, file]) => file!)
      .filter((file) => !file.includes("ai-development"));
    expect(files).toEqual(
      expect.arrayContaining(["content/en/landing-pages/web-development.yaml", "scripts/make-og-images.ts"]),
    );
    for (const file of files) expect(existsSync(`${root}${file}`), file).toBe(true);
    expect(text).not.toMatch(/landingPage\(/);
  });
});
