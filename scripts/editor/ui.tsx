import { Keystatic } from "@keystatic/core/ui";
import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { createRoot } from "react-dom/client";
import { keystaticConfig } from "./keystatic-config";

/**
 * The editor's interface in the browser (the page of scripts/editor/page.ts). Keystatic asks for Inter; this is the
 * site's own copy of it, so the page loads no font from elsewhere.
 */
const font = document.createElement("style");
font.textContent = `@font-face{font-family:Inter;font-style:normal;font-weight:100 900;font-display:swap;src:url(${inter}) format("woff2")}`;
document.head.append(font);

const root = document.getElementById("editor")!;
// Local mode, unless the page names the GitHub repository to commit to (the browser-editing mode, docs/content.md).
const storage = root.dataset.storage ? (JSON.parse(root.dataset.storage) as Parameters<typeof keystaticConfig>[0]) : undefined;
createRoot(root).render(<Keystatic config={keystaticConfig(storage)} />);
