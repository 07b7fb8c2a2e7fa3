/**
 * What an island leaves in the prerendered page for the code that hydrates it, written by app/components/islands/island.tsx and
 * read by its hydrate.tsx, the post-build step (scripts/islands-in-pages.ts) and the page's loader (app/bootstrap/load-islands.ts).
 * The loader is compiled on its own and stays free of React, so it imports only this module.
 *
 *   <div data-island="contact-form" data-load="screen">…the block's prerendered HTML…</div>
 *   <script type="application/json" data-island-data>{"props":{…},"parts":{…}}</script>
 *   …
 *   <script type="application/json" id="island-words">{"locale":"en","messages":{…}}</script>
 */
import type { Locale } from "../../shared/i18n/locales";
import type { Messages } from "../../shared/i18n/messages";

/** The attribute naming an island on its element: the name of its module in ./entries. */
export const ISLAND_ATTRIBUTE = "data-island";
/** When its code loads: "screen" (it reaches the screen), "use" (first tap, focus or key in it), "notice". */
export const LOAD_ATTRIBUTE = "data-load";
/** How far ahead of the screen a "screen" island starts loading (a rootMargin); none means when it is on screen. */
export const AHEAD_ATTRIBUTE = "data-load-ahead";
/** Written by the post-build step: the island's module, and the modules it imports, to fetch in parallel. */
export const SOURCE_ATTRIBUTE = "data-island-src";
export const IMPORTS_ATTRIBUTE = "data-island-imports";
/** Set once the island is hydrated (the browser tests wait for it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** The island's data, in the element right after it. */
export const DATA_ATTRIBUTE = "data-island-data";
/** The page's words, once per page that has an island. */
export const WORDS_ELEMENT_ID = "island-words";

/**
 * When an island's code loads on the page as opened:
 * - on "screen" when it reaches the screen (`ahead`, a rootMargin, starts it earlier: the counters must be running
 *   before they are seen);
 * - on "use": the visitor's first tap, click, focus or key inside it (a form that posts natively until then);
 * - on "notice": only when the page was reached with a notification to show (the thank-you page after a form).
 */
export type IslandLoad = { on: "screen"; ahead?: string } | { on: "use" } | { on: "notice" };

/** The data that hydrates an island: the page's path, its props, and the parts of the content it read while it was prerendered. */
export interface IslandData {
  /** The page's path, without a trailing slash. */
  page: string;
  props: Record<string, unknown>;
  parts: Record<string, unknown>;
}

export interface IslandWords {
  locale: Locale;
  messages: Messages;
}

/** JSON that can sit inside a <script> element: no "</script>" or "<!--" can end or change it. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The sessionStorage key that carries a form's success message to the thank-you page (app/lib/thank-you-notice.tsx). */
export const NOTICE_STORAGE_KEY = "notice";
