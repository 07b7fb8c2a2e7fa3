/**
 * Compiles the islands' code for the browser (app/components/islands): each module of app/components/islands/entries
 * is an entry of its own, named after its file, and the code they share (React, the forms' fields) goes into shared
 * chunks. React Router's own client build is not used by the pages (scripts/islands-in-pages.ts removes it), so this
 * is the only JavaScript the site sends besides the inline page script.
 */
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import type { BuildSettings } from "../server/build-settings";
import { contentFromFiles } from "./content-plugin";

const root = fileURLToPath(new URL("..", import.meta.url));
const entriesDir = join(root, "app/components/islands/entries");
/**
 * The field vitals' module (app/lib/field-vitals-entry.ts), built apart from the islands (buildIslands): the page's
 * script loads it after the page has loaded (app/bootstrap/load-field-vitals.ts). No page holds it as an island.
 */
export const FIELD_VITALS_ENTRY = "field-vitals";

/** Where an island's module is served from, and every module it imports, to fetch alongside it. */
export interface IslandCode {
  src: string;
  imports: string[];
}

/** The islands there are: one module each in app/components/islands/entries. */
export function islandEntries(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(entriesDir)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => [basename(file, ".ts"), join(entriesDir, file)]),
  );
}

/** Every chunk an entry imports statically, directly or through another, without duplicates. */
function staticImports(chunk: Rolldown.OutputChunk, chunks: Map<string, Rolldown.OutputChunk>): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) walk(imported);
  };
  for (const imported of chunk.imports) walk(imported);
  return [...seen];
}

/** One build of `input`'s entries into `clientDir`/assets/islands, sharing their common code in chunks. */
function bundle(clientDir: string, settings: BuildSettings, input: Record<string, string>) {
  return build({
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    // What vite.config.ts defines for the pages: the islands are the pages' code in the browser.
    define: {
      "import.meta.env.SITE_URL": JSON.stringify(settings.siteUrl),
      "import.meta.env.RELAY_URL": JSON.stringify(settings.relayUrl),
    },
    plugins: [contentFromFiles()],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: "oxc",
      modulePreload: false,
      rolldownOptions: {
        input,
        // An entry's exports are what the page's script calls: keep them as they are.
        preserveEntrySignatures: "exports-only",
        output: {
          entryFileNames: "assets/islands/[name]-[hash].js",
          chunkFileNames: "assets/islands/[name]-[hash].js",
        },
      },
    },
  });
}

/**
 * Builds the islands into `clientDir`/assets/islands; returns each island's code by name. The field vitals' module is
 * built on its own, so that it is one file sharing no chunk with the islands: one request after the page, weighed
 * whole against its budget.
 */
export async function buildIslands(clientDir: string, settings: BuildSettings): Promise<Record<string, IslandCode>> {
  const results = [
    await bundle(clientDir, settings, islandEntries()),
    await bundle(clientDir, settings, { [FIELD_VITALS_ENTRY]: join(root, "app/lib/field-vitals-entry.ts") }),
  ];
  const outputs = results.flatMap((result) => (Array.isArray(result) ? result : [result])) as Rolldown.RolldownOutput[];
  const chunks = new Map(
    outputs
      .flatMap((output) => output.output)
      .filter((item): item is Rolldown.OutputChunk => item.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const islands: Record<string, IslandCode> = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    islands[chunk.name] = {
      src: `/${chunk.fileName}`,
      imports: staticImports(chunk, chunks).map((file) => `/${file}`),
    };
  }
  return islands;
}
