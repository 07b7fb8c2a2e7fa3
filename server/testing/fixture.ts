/**
 * A small prerendered build in a temp folder, laid out like React Router's:
 * <tmp>/build/client/{index.html, about-us/index.html, 404/index.html, __spa-fallback.html,
 * assets/app-abc123.js (+ .br, .gz), favicon.svg}, and <tmp>/secret.txt outside it.
 * <tmp>/spool is free for a test's SPOOL_DIR, removed with the rest.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { loadConfig, type ServerConfig } from "../config";

export interface ClientFixture {
  root: string;
  buildDir: string;
  clientDir: string;
  spoolDir: string;
  cleanup(): void;
}

export const HOME_SCRIPT = 'window.__reactRouterContext = {"basename":"/"};';
export const ASSET_JS = `export const greeting = "hello";\n${"// padding so compression is worth it\n".repeat(60)}`;

const page = (title: string, script = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script type="module" src="/assets/app-abc123.js"></script></head>` +
  `<body><h1>${title}</h1>${script ? `<script>${script}</script>` : ""}</body></html>`;

export function makeClientFixture(): ClientFixture {
  const root = mkdtempSync(join(tmpdir(), "site-fixture-"));
  const buildDir = join(root, "build");
  const clientDir = join(buildDir, "client");
  const files: Record<string, string | Buffer> = {
    "index.html": page("Home", HOME_SCRIPT),
    "about-us/index.html": page("About us", "console.log('about')"),
    "404/index.html": page("Page not found", "console.log('not found')"),
    "__spa-fallback.html": page("SPA fallback"),
    "assets/app-abc123.js": ASSET_JS,
    "assets/app-abc123.js.br": brotliCompressSync(ASSET_JS),
    "assets/app-abc123.js.gz": gzipSync(ASSET_JS),
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    const file = join(clientDir, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  writeFileSync(join(root, "secret.txt"), "outside the client dir");
  return {
    root,
    buildDir,
    clientDir,
    spoolDir: join(root, "spool"),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * The defaults of loadConfig, from an environment of our choosing (never the test runner's). A test that
 * posts enquiries passes its own SPOOL_DIR (fixture.spoolDir); the default one is only ever scanned.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): ServerConfig {
  return loadConfig({
    OUTBOX_DIR: join(tmpdir(), "site-tests-unused-outbox"),
    SPOOL_DIR: join(tmpdir(), "site-tests-unused-spool"),
    DATA_DIR: testDataDir(),
    ...env,
  });
}

let dataDir: string | undefined;

/**
 * DATA_DIR of this test process: the embedded measurement database of a test that records something (it opens on
 * the first page view or lead) goes here, never into the project's ./data; removed when the process exits.
 */
function testDataDir(): string {
  if (!dataDir) {
    const dir = mkdtempSync(join(tmpdir(), "site-tests-data-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    dataDir = dir;
  }
  return dataDir;
}
