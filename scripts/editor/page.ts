import { EDITOR_PATH } from "./api";

/**
 * The editor's page. Its policy lets nothing load from another origin: Keystatic's interface names Google's font
 * service, which the browser then does not ask (the Inter font is served from the project's own copy).
 */
export const EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline' data:",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
].join("; ");

/**
 * `entry`: the interface's script; `before`: scripts to run first (in the dev server, React Router's set-up of
 * React's fast refresh, which every .tsx module it serves expects).
 */
export function editorPage(entry: string, options: { storage?: { kind: "github"; repo: string }; before?: string[] } = {}): string {
  const { storage, before = [] } = options;
  const named = storage ? ` data-storage="${JSON.stringify(storage).replace(/"/g, "&quot;")}"` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${EDITOR_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor</title>
</head>
<body>
<div id="editor" data-base="${EDITOR_PATH}"${named}></div>
${before.map((src) => `<script type="module" src="${src}"></script>\n`).join("")}<script type="module" src="${entry}"></script>
</body>
</html>
`;
}
