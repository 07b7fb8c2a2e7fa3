import { EDITOR_PATH } from "./api";

/** Where the editor page's own files are served. */
export const EDITOR_ASSETS = `${EDITOR_PATH}/assets`;
export const EDITOR_SCRIPT = `${EDITOR_ASSETS}/editor.js`;
export const EDITOR_FONT = `${EDITOR_ASSETS}/inter.woff2`;

/**
 * The editor page's policy: nothing loads from another machine (Keystatic's interface names Google's font service;
 * the bundle no longer does, and the policy would stop it if it did). Inter comes from the project's own copy.
 */
export const EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' data:",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
].join("; ");

/** The editor's page; `storage` names the GitHub repository in the browser-editing mode. */
export function editorPage(storage?: { kind: "github"; repo: string }): string {
  const named = storage ? ` data-storage="${JSON.stringify(storage).replace(/"/g, "&quot;")}"` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${EDITOR_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor</title>
<style>@font-face{font-family:Inter;font-style:normal;font-weight:100 900;font-display:swap;src:url(${EDITOR_FONT}) format("woff2")}</style>
</head>
<body>
<div id="editor"${named}></div>
<script type="module" src="${EDITOR_SCRIPT}"></script>
</body>
</html>
`;
}
