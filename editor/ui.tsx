import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import { keystaticConfig } from "./keystatic-config";

/** The editor's interface in the browser (the page of editor/page.ts, bundled by editor/bundle.ts). */
const root = document.getElementById("editor")!;
// Local mode, unless the page names the GitHub repository to commit to (the browser-editing mode, docs/content.md).
const storage = root.dataset.storage
  ? (JSON.parse(root.dataset.storage) as Parameters<typeof keystaticConfig>[0])
  : undefined;
createRoot(root).render(<Keystatic config={keystaticConfig(storage)} />);
