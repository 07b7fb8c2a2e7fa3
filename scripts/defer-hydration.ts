/**
 * Lets a prerendered page paint before any of its scripts is requested (decision 004).
 *
 * React Router ends each page with a module script that statically imports the page's route modules, and lists every
 * chunk as <link rel="modulepreload">. Chrome fetches all of them while the page is still loading, before its first
 * paint, so on a phone they compete with the CSS, the font and the banner image for the first second. The page is
 * complete HTML and works without them, so this step:
 *
 *  - removes the modulepreload links;
 *  - reads React Router's bootstrap into a plan (the preloads, the manifest, the route modules, the client entry)
 *    and writes it into the page as JSON;
 *  - puts in its place app/bootstrap/hydrate-after-paint.ts, compiled by Vite, which runs the plan once the page has
 *    loaded and painted.
 *
 * Runs before the CSP hashes are computed, so the script that is written is the one that is allowed. A page whose
 * bootstrap has an unexpected shape (checked against React Router 7.18.4) makes the build fail rather than ship
 * half-rewritten.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { PLAN_ELEMENT_ID, type HydrationPlan } from "../app/bootstrap/hydrate-after-paint";

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const EFFECT_IMPORT = /^\s*import "([^"]+)";\s*$/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/;
const ROUTE_MODULES = /^\s*window\.__reactRouterRouteModules = \{(.*)\};\s*$/;
const ENTRY_IMPORT = /^\s*import\("([^"]+)"\);\s*$/;

/** React Router's bootstrap script as a plan; throws on any statement it does not know. */
export function readBootstrap(script: string, preloads: string[], page = "page"): HydrationPlan {
  const effects: string[] = [];
  const bindings = new Map<string, string>();
  const routes: Record<string, string> = {};
  let entry: string | undefined;
  let published = false;
  for (const line of script.split("\n")) {
    let match: RegExpExecArray | null;
    if (!line.trim()) continue;
    if ((match = EFFECT_IMPORT.exec(line))) effects.push(match[1]!);
    else if ((match = NAMESPACE_IMPORT.exec(line))) bindings.set(match[1]!, match[2]!);
    else if ((match = ROUTE_MODULES.exec(line))) {
      for (const [, id, binding] of match[1]!.matchAll(/"([^"]+)":(\w+)/g)) {
        const url = bindings.get(binding!);
        if (!url)
          throw new Error(`${page}: route ${id} refers to ${binding}, which React Router's bootstrap never imported`);
        routes[id!] = url;
      }
      published = true;
    } else if ((match = ENTRY_IMPORT.exec(line))) entry = match[1]!;
    else throw new Error(`${page}: unexpected statement in React Router's bootstrap: ${line.trim()}`);
  }
  if (!published || !entry || Object.keys(routes).length === 0) {
    throw new Error(`${page}: React Router's bootstrap script no longer has the shape deferHydration reads`);
  }
  return { preloads, effects, routes, entry };
}

/** JSON that can sit inside a <script> element: no "</script>" can end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The page with its scripts deferred: `bootstrapCode` is compileBootstrap()'s output. Pages without React Router's bootstrap are left as they are. */
export function deferHydration(html: string, bootstrapCode: string, page = "page"): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const plan = readBootstrap(bootstrap[1]!, preloads, page);
  const scripts = `<script type="application/json" id="${PLAN_ELEMENT_ID}">${scriptSafeJson(plan)}</script><script type="module">${bootstrapCode}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(bootstrap[0], () => scripts);
}

/** app/bootstrap/bootstrap-entry.ts compiled and minified by Vite into one self-contained module, the same for every page. */
export async function compileBootstrap(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: "terser",
      lib: {
        entry: fileURLToPath(new URL("../app/bootstrap/bootstrap-entry.ts", import.meta.url)),
        formats: ["es"],
        fileName: "bootstrap",
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1 || !chunks[0]!.code)
    throw new Error("The hydration bootstrap did not compile to a single module");
  return chunks[0]!.code.trim();
}
