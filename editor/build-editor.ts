/**
 * Part of `npm run build`: writes the editor's interface to build/editor/ (editor.js and its font), outside
 * build/client, so no public page can load it. The production server serves it only in the browser-editing mode
 * (GitHub mode, docs/content.md); otherwise the editor's paths answer 404.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bundleEditor } from "./bundle";
import { interFont } from "./vite-plugin";

const out = fileURLToPath(new URL("../build/editor/", import.meta.url));
mkdirSync(out, { recursive: true });
const script = await bundleEditor();
writeFileSync(`${out}editor.js`, script);
copyFileSync(interFont(), `${out}inter.woff2`);
console.log(
  `build-editor: build/editor/editor.js (${(script.length / 1024 / 1024).toFixed(1)} MiB), served only in GitHub mode`,
);
