/**
 * Runs after `react-router build` (tsx scripts/postbuild.ts):
 *  0. builds the islands' code and makes each page a document with islands, without React Router's client
 *     (build-islands.ts, islands-in-pages.ts), with the stylesheet and a small first picture written in
 *     (stylesheets-in-pages.ts, first-paint-images.ts), and refuses an English aria-label on a page in another
 *     language (labels-in-pages.ts);
 *  1. writes build/csp-hashes.json: each page's inline-script hashes, sent in its CSP by the server;
 *  2. writes .br (brotli, max quality) and .gz (gzip -9) next to every compressible file over 1 KB,
 *     which the server sends as they are (@fastify/static preCompressed): compression costs
 *     nothing per request and decides the mobile Lighthouse score.
 * Exits 1 when there is no build/client.
 */
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { computeCspHashes } from "../shared/csp-hashes";
import { buildIslands, FIELD_VITALS_ENTRY } from "./build-islands";
import { compilePageScript, islandsInPage } from "./islands-in-pages";
import { stylesheetsInPage } from "./stylesheets-in-pages";
import { firstPaintImagesInPage } from "./first-paint-images";
import { englishLabelsInPages } from "./labels-in-pages";
import { readBuildSettings } from "../server/build-settings";
import { convertImages } from "./images";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest"]);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressibleFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).size > MIN_BYTES);
}

/** Writes the .br and .gz siblings; returns how many files were compressed. */
export async function compressAll(clientDir: string): Promise<number> {
  const files = compressibleFiles(clientDir);
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/**
 * React Router's client build, which nothing asks for once the pages' scripts are gone: the chunks in assets/, and
 * each page's loader data (`<page>.data`), which only its client router fetched.
 */
function removeRouterClient(clientDir: string) {
  const assets = join(clientDir, "assets");
  for (const entry of readdirSync(assets, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".js")) rmSync(join(assets, entry.name));
  }
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.data(?:\.br|\.gz)?$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
  }
}

async function islandsInPages(buildDir: string, clientDir: string): Promise<void> {
  const settings = readBuildSettings(clientDir);
  if (!settings) throw new Error(`No build settings in ${buildDir}: run react-router build first`);
  removeRouterClient(clientDir);
  const islands = await buildIslands(clientDir, settings);
  // The page's script names the field vitals' module, so it is compiled once that module is built.
  const pageScript = await compilePageScript(islands[FIELD_VITALS_ENTRY]?.src);
  const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".html"),
  );
  const readSvg = (src: string) => {
    const file = join(clientDir, src);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  const stylesheets = new Map<string, string>();
  const readStylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(clientDir, href), "utf8"));
    return stylesheets.get(href)!;
  };
  await Promise.all(
    pages.map(async (entry) => {
      const file = join(entry.parentPath, entry.name);
      const page = relative(clientDir, file);
      const html = islandsInPage(await readFile(file, "utf8"), pageScript, islands, page);
      await writeFile(file, firstPaintImagesInPage(stylesheetsInPage(html, readStylesheet, page), readSvg));
    }),
  );
}

export async function postbuild(buildDir: string): Promise<{ pages: number; compressed: number }> {
  const clientDir = join(buildDir, "client");
  if (!existsSync(clientDir)) throw new Error(`No build found in ${clientDir}: run react-router build first`);

  await islandsInPages(buildDir, clientDir);
  const english = englishLabelsInPages(clientDir);
  if (english.length > 0)
    throw new Error(`English where a screen reader speaks another language:\n  ${english.join("\n  ")}`);
  // Uploaded photos become WebP at the width their places need (scripts/images.ts).
  await convertImages(clientDir);
  // Hash after the rewrite and before compressing: only the .html files are read, and they do not change.
  const hashes = computeCspHashes(clientDir);
  await writeFile(join(buildDir, "csp-hashes.json"), `${JSON.stringify(hashes, null, 2)}\n`);
  const compressed = await compressAll(clientDir);
  return { pages: Object.keys(hashes).length, compressed };
}

// Run as a script (not when a test imports it): `tsx scripts/postbuild.ts [buildDir]`,
// buildDir defaulting to the project's build/ (found from this file, not from the cwd).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "build"));
  postbuild(buildDir).then(
    ({ pages, compressed }) =>
      console.log(`postbuild: CSP hashes for ${pages} pages, ${compressed} files compressed (.br, .gz)`),
    (error: Error) => {
      console.error(`postbuild: ${error.message}`);
      process.exit(1);
    },
  );
}
