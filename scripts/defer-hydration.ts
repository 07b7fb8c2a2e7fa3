/**
 * Lets a prerendered page paint before any of its scripts is requested.
 *
 * React Router ends each page with a module script that statically imports the page's route modules, and lists every
 * chunk as <link rel="modulepreload">. Chrome fetches all of them while the page is still loading, before its first
 * paint, so on a phone they compete with the CSS, the font and the banner image for the first second. The page is
 * complete HTML and readable without them (links are plain links, the FAQ is <details>), so this rewrite:
 *
 *  - removes the modulepreload links;
 *  - turns the bootstrap's static imports into dynamic ones, run once the page has loaded (`load`) and its first
 *    contentful paint has been presented (the Paint Timing entry; two animation frames where that is unsupported):
 *    the same modules, imported in the same order, with `window.__reactRouterRouteModules` and the client entry set
 *    up by React Router's own statements. (An animation frame alone is not enough: Chrome can run the next task
 *    before the frame reaches the screen, and the scripts would again be requested before the first paint.)
 *  - adds the removed preloads at that moment, so the chunks still download in parallel, not as a waterfall.
 *
 * Runs before the CSP hashes are computed, so the rewritten script is the one that is allowed. A page whose bootstrap
 * has an unexpected shape (a React Router upgrade) makes the build fail rather than ship half-rewritten.
 */

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const SIDE_EFFECT_IMPORT = /^\s*import "([^"]+)";\s*$/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/;

export function deferHydration(html: string, page = "page"): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html; // a page without React Router's scripts (none today) is left as it is

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const imports: { binding: string; url: string }[] = [];
  const statements: string[] = [];
  for (const line of bootstrap[1]!.split("\n")) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) imports.push({ binding: "", url: sideEffect[1]! });
    else if (namespace) imports.push({ binding: namespace[1]!, url: namespace[2]! });
    else if (/^\s*import\s/.test(line)) throw new Error(`${page}: unexpected import in React Router's bootstrap: ${line.trim()}`);
    else if (line.trim()) statements.push(line.trim());
  }
  if (imports.length === 0 || !statements.some((statement) => statement.includes("__reactRouterRouteModules"))) {
    throw new Error(`${page}: React Router's bootstrap script no longer has the shape deferHydration rewrites`);
  }

  const script = [
    "const hydrate = async () => {",
    `  for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `  const [${imports.map((i) => i.binding).join(", ")}] = await Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(", ")}]);`,
    ...statements.map((statement) => `  ${statement}`),
    "};",
    "const loaded = new Promise((resolve) => {",
    '  if (document.readyState === "complete") resolve();',
    '  else addEventListener("load", resolve, { once: true });',
    "});",
    "const painted = new Promise((resolve) => {",
    '  const fcp = () => performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint");',
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(resolve));',
    "  if (fcp()) return resolve();",
    "  const observer = new PerformanceObserver(() => fcp() && (observer.disconnect(), resolve()));",
    '  observer.observe({ type: "paint" });',
    "});",
    "Promise.all([loaded, painted]).then(() => setTimeout(hydrate));",
  ].join("\n");

  return html.replace(MODULE_PRELOAD, "").replace(bootstrap[0], () => `<script type="module">\n${script}\n</script>`);
}
