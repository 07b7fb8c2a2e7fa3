/**
 * The content editor's addresses and page (docs/content.md, decision 012), shared by the dev server (`npm run
 * edit`, local mode) and the production server (GitHub mode, when configured; otherwise these paths answer 404).
 * Its paths are written with the server's other addresses (shared/endpoints.ts).
 */
import { EDITOR_API_PATH, EDITOR_PATH, isAtOrUnder } from "../shared/endpoints";

export { EDITOR_API_PATH, EDITOR_PATH };
/** Where the editor page's own files are served. */
export const EDITOR_ASSETS = `${EDITOR_PATH}/assets`;
export const EDITOR_SCRIPT = `${EDITOR_ASSETS}/editor.js`;
export const EDITOR_FONT = `${EDITOR_ASSETS}/inter.woff2`;

/** Is this request's path one of the editor's? */
export function isEditorPath(pathname: string): boolean {
  return isAtOrUnder(pathname, [EDITOR_PATH, EDITOR_API_PATH]);
}

/** The repository GitHub mode commits to, "owner/name". */
export type EditorStorage = { kind: "github"; repo: string };

/**
 * The editor page's policy: in local mode nothing loads from another machine (Keystatic's interface names Google's
 * font service; the bundle no longer does, and this would stop it if it did). In GitHub mode the interface talks to
 * GitHub's API and shows the signed-in person's avatar.
 */
export function editorPolicy(storage?: EditorStorage): string {
  const github = storage ? " https://api.github.com" : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline' data:",
    `img-src 'self' blob: data:${storage ? " https://avatars.githubusercontent.com" : ""}`,
    "font-src 'self'",
    `connect-src 'self'${github}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The editor's page; `storage` names the GitHub repository in the browser-editing mode. */
export function editorPage(storage?: EditorStorage): string {
  const named = storage ? ` data-storage="${JSON.stringify(storage).replace(/"/g, "&quot;")}"` : "";
  // A <meta> policy holds where no header sets one (the dev server); frame-ancestors only works as a header.
  const metaPolicy = editorPolicy(storage).replace(/; frame-ancestors [^;]*/, "");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${metaPolicy}">
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
