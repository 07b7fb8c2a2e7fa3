/**
 * The sha256 of each prerendered page's inline scripts, for its Content-Security-Policy.
 *
 * React Router's prerendered pages hydrate through inline <script> elements. Instead of
 * 'unsafe-inline', every page is sent with the hashes of its own inline scripts, computed at
 * build time by scripts/postbuild.ts into build/csp-hashes.json ({ "/about-us": ["'sha256-…'"] }).
 * The build script and the server (which computes them itself for a build without that file)
 * share this module, so the two agree byte for byte.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

export type CspHashes = Record<string, string[]>;

/** An inline <script>…</script> (no src attribute); its text is the 2nd group. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(^|\s)src\s*=/i;
const typeAttribute = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i;

/**
 * A script element script-src governs: no type, a JavaScript type or "module", and speculation rules, which Chromium
 * reads only when the policy allows them (a hash of their text here, rather than 'inline-speculation-rules', which
 * would allow any rules injected into a page). Data blocks (JSON, JSON-LD) never run and need nothing.
 */
function isExecutable(attributes: string): boolean {
  const type = typeAttribute.exec(attributes)?.[1]?.toLowerCase();
  return (
    type === undefined ||
    type === "module" ||
    type === "text/javascript" ||
    type === "application/javascript" ||
    type === "speculationrules"
  );
}

/**
 * The CSP source of every inline script of an HTML document that the browser would run, in document order,
 * without duplicates.
 * The browser hashes the element's text exactly as parsed: script text is raw (no entity decoding),
 * but the HTML parser turns CRLF and lone CR into LF first, so we do the same.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(scriptElement)) {
    const [, attributes = "", text = ""] = match;
    if (srcAttribute.test(attributes) || !isExecutable(attributes)) continue;
    const normalized = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** "index.html" -> "/", "about-us/index.html" -> "/about-us", "other.html" -> "/other.html". */
export function pagePathOf(relativeHtmlFile: string): string {
  const file = relativeHtmlFile.split(sep).join("/");
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The hashes of every page under clientDir, keyed by URL path. */
export function computeCspHashes(clientDir: string): CspHashes {
  const result: CspHashes = {};
  for (const file of htmlFiles(clientDir).sort()) {
    result[pagePathOf(relative(clientDir, file))] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  return result;
}
