import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import { keystaticConfig } from "./keystatic-config";
import type { StaleTranslation } from "../app/content/translation-record";

/** Written in by editor/bundle.ts when the script is built: the translations behind their English. */
declare const __STALE_TRANSLATIONS__: StaleTranslation[];

/** The editor's interface in the browser (the page of editor/page.ts, bundled by editor/bundle.ts). */
const root = document.getElementById("editor")!;
// Local mode, unless the page names the GitHub repository to commit to (the browser-editing mode, docs/content.md).
const storage = root.dataset.storage
  ? (JSON.parse(root.dataset.storage) as Parameters<typeof keystaticConfig>[0])
  : undefined;
createRoot(root).render(<Keystatic config={keystaticConfig(storage, undefined, __STALE_TRANSLATIONS__)} />);
