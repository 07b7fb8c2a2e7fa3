/**
 * Content-Security-Policy for the prerendered pages: each page gets the hashes of its own inline scripts
 * (shared/csp-hashes.ts), never 'unsafe-inline' for scripts.
 */
import { existsSync, readFileSync } from "node:fs";
import { computeCspHashes, type CspHashes } from "../shared/csp-hashes";

/**
 * build/csp-hashes.json when the build wrote it; otherwise computed now from the pages
 * (a build made without the postbuild step would otherwise never hydrate).
 */
export function loadCspHashes(
  hashesFile: string,
  clientDir: string,
): { hashes: CspHashes; source: "file" | "computed" } {
  if (existsSync(hashesFile)) {
    return { hashes: JSON.parse(readFileSync(hashesFile, "utf8")) as CspHashes, source: "file" };
  }
  return { hashes: existsSync(clientDir) ? computeCspHashes(clientDir) : {}, source: "computed" };
}

/**
 * The policy. style-src allows 'unsafe-inline' because react-hot-toast (through goober) writes its
 * CSS into a <style> element at run time, which no hash can cover; React's style attributes need it
 * too (style-src-attr). Scripts never get 'unsafe-inline'.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], relayOrigin: string | null): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    relayOrigin ? `connect-src 'self' ${relayOrigin}` : "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
