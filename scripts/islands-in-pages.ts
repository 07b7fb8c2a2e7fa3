/**
 * Turns React Router's prerendered pages into documents with islands (docs/decisions/017-islands-without-a-router.md).
 *
 * React Router ends each page with its client: the route data as inline scripts (`window.__reactRouterContext`, tens
 * of KB), module preloads of every chunk, and a module script that imports them and hydrates the whole page. The pages
 * need none of it: links load documents, the menu and the FAQ are HTML, and the blocks that need script are islands
 * (app/components/islands). So this step, for every page:
 *
 *  - removes React Router's scripts and preloads, and fails on any part of them it does not know;
 *  - writes on each island the URL of its module and of the modules it imports (scripts/build-islands.ts);
 *  - adds the page's one script (app/bootstrap/bootstrap-entry.ts, compiled here), inline, at the end of the body.
 *
 * Runs before the CSP hashes are computed, so the script that is written is the one that is allowed.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { IMPORTS_ATTRIBUTE, ISLAND_ATTRIBUTE, SOURCE_ATTRIBUTE } from "../app/lib/island-data";
import type { IslandCode } from "./build-islands";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ROUTER_CONTEXT = /<script>window\.__reactRouterContext[\s\S]*?<\/script>/g;
const ROUTER_BOOTSTRAP =
  /<script type="module" async="">(?:(?!<\/script>)[\s\S])*?window\.__reactRouterRouteModules[\s\S]*?<\/script>/g;
const ISLAND = new RegExp(`<div ${ISLAND_ATTRIBUTE}="([^"]+)"`, "g");

/** The page as a document with islands; `pageScript` is compilePageScript()'s output. */
export function islandsInPage(
  html: string,
  pageScript: string,
  islands: Record<string, IslandCode>,
  page = "page",
): string {
  if (!html.includes("__reactRouterContext")) return html;
  let result = html.replace(MODULE_PRELOAD, "").replace(ROUTER_CONTEXT, "").replace(ROUTER_BOOTSTRAP, "");
  if (result.includes("__reactRouter")) {
    throw new Error(`${page}: React Router left a script this step does not know (scripts/islands-in-pages.ts)`);
  }
  const seen = new Set<string>();
  result = result.replace(ISLAND, (element, name: string) => {
    const code = islands[name];
    if (!code) throw new Error(`${page}: island "${name}" has no module in app/components/islands/entries`);
    // Its ids are the island's name (app/lib/island-scope.tsx): two of one island on a page would share them.
    if (seen.has(name)) throw new Error(`${page}: island "${name}" is on the page twice`);
    seen.add(name);
    return `${element} ${SOURCE_ATTRIBUTE}="${code.src}" ${IMPORTS_ATTRIBUTE}="${code.imports.join(" ")}"`;
  });
  if (!result.includes("</body>")) throw new Error(`${page}: no </body> to put the page's script before`);
  return result.replace("</body>", () => `<script type="module">${pageScript}</script></body>`);
}

/**
 * app/bootstrap/bootstrap-entry.ts compiled and minified into one self-contained module, the same for every page.
 * `fieldVitalsSrc`: the field vitals' module it loads after the page has loaded (build-islands.ts), none when left out.
 */
export async function compilePageScript(fieldVitalsSrc?: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    define: { "import.meta.env.FIELD_VITALS_SRC": JSON.stringify(fieldVitalsSrc ?? "") },
    build: {
      write: false,
      minify: "terser",
      lib: {
        entry: fileURLToPath(new URL("../app/bootstrap/bootstrap-entry.ts", import.meta.url)),
        formats: ["es"],
        fileName: "page-script",
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1 || !chunks[0]!.code) throw new Error("The page's script did not compile to a single module");
  return chunks[0]!.code.trim();
}
