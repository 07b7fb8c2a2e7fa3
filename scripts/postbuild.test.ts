import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postbuild } from "./postbuild";
import { writeBuildSettings } from "../server/build-settings";

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

/** What a browser puts in script-src for this exact script text, computed here independently. */
const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const contextScript =
  'window.__reactRouterContext = {"basename":"/","future":{}};window.__reactRouterContext.stream = new ReadableStream();';
const moduleScript =
  '\nimport "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry-3.js");\n';
const padding = `<p>${"Lorem ipsum dolor sit amet. ".repeat(60)}</p>`;

let root: string;
let buildDir: string;
let clientDir: string;

function write(name: string, content: string | Buffer) {
  const file = join(clientDir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "postbuild-test-"));
  buildDir = join(root, "build");
  clientDir = join(buildDir, "client");
  write(
    "index.html",
    `<!DOCTYPE html><html><head><script type="module" src="/assets/entry-3.js"></script></head><body>${padding}` +
      `<script>${contextScript}</script><script type="module" async="">${moduleScript}</script></body></html>`,
  );
  write("about-us/index.html", "<html><body><script>\r\nconsole.log('crlf')\r\n</script></body></html>");
  write("services/web-development/index.html", `<html><body><SCRIPT>console.log("upper")</SCRIPT></body></html>`);
  write("404/index.html", "<html><body><h1>Not found</h1></body></html>");
  // React Router's client, which no page loads once its scripts are gone.
  write("assets/app-abc123.js", `export const x = 1;\n${"// filler\n".repeat(200)}`);
  write("rss.xml", `<rss>${"<item>filler</item>".repeat(200)}</rss>`);
  writeBuildSettings(clientDir, { siteUrl: "http://localhost:3000", relayUrl: "" });
  write("assets/small.css", "body{margin:0}");
  // React Router's loader data for its client router, which no page runs.
  write("blogs.data", JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ post: i }))));
  write("zh-hk/_.data", JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ post: i }))));
  // A share image: PNG in the build too (uploaded photos become WebP, scripts/images.ts).
  write("images/og/photo.png", Buffer.alloc(4096, 7));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("postbuild", { timeout: 90_000 }, () => {
  it("writes each page's inline-script hashes to build/csp-hashes.json", async () => {
    await postbuild(buildDir);
    const hashes = JSON.parse(readFileSync(join(buildDir, "csp-hashes.json"), "utf8"));
    // React Router's scripts are replaced by the page's own first (islands-in-pages.ts); the hash is of what is shipped.
    const shipped = readFileSync(join(clientDir, "index.html"), "utf8").match(
      /<script type="module">([\s\S]*?)<\/script>/,
    )![1]!;
    expect(shipped).not.toContain(moduleScript);
    expect(hashes["/"]).toEqual([sha256Source(shipped)]);
    // The HTML parser turns CRLF into LF before the browser hashes the text.
    expect(hashes["/about-us"]).toEqual([sha256Source("\nconsole.log('crlf')\n")]);
    expect(hashes["/services/web-development"]).toEqual([sha256Source('console.log("upper")')]);
    expect(hashes["/404"]).toEqual([]);
  });

  it("writes .br and .gz next to compressible files over 1 KB only", async () => {
    const { compressed } = await postbuild(buildDir);
    for (const removed of ["assets/app-abc123.js", "blogs.data", "zh-hk/_.data"]) {
      expect(existsSync(join(clientDir, removed)), removed).toBe(false);
      expect(existsSync(join(clientDir, `${removed}.br`)), removed).toBe(false);
    }
    for (const name of ["index.html", "rss.xml"]) {
      const original = readFileSync(join(clientDir, name));
      expect(brotliDecompressSync(readFileSync(join(clientDir, `${name}.br`))).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(join(clientDir, `${name}.gz`))).equals(original), name).toBe(true);
      expect(readFileSync(join(clientDir, `${name}.br`)).length).toBeLessThan(original.length);
    }
    for (const name of ["assets/small.css", "about-us/index.html", "images/og/photo.png"]) {
      expect(existsSync(join(clientDir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(clientDir, `${name}.gz`)), name).toBe(false);
    }
    // The two above, and the islands' modules over 1 KB, built into assets/islands.
    const islandsCompressed = readdirSync(join(clientDir, "assets/islands")).filter((name) => name.endsWith(".br"));
    expect(islandsCompressed.length).toBeGreaterThan(0);
    expect(compressed).toBe(2 + islandsCompressed.length);

    // Running it again does not compress the compressed files.
    await postbuild(buildDir);
    expect(existsSync(join(clientDir, "index.html.br.br"))).toBe(false);
    expect(existsSync(join(clientDir, "index.html.gz.gz"))).toBe(false);
  });

  it("fails loudly, exit code 1, when there is no build/client", async () => {
    const missing = join(root, "nothing-here");
    await expect(postbuild(missing)).rejects.toThrow(/No build found/);

    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"),
          join(projectRoot, "scripts", "postbuild.ts"),
          missing,
        ],
        { timeout: 60_000 },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("postbuild: No build found");
  });
});
