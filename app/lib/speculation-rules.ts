/**
 * The speculation rules every page carries (app/root.tsx): Chromium loads the next page of the site before the click,
 * so that following a link is instant although every page is a document of its own. Other browsers ignore them.
 *
 * - prerender, eagerness "moderate": a link held under the pointer for a moment (or pressed) is loaded and rendered
 *   in the background; clicking it then shows the page at once.
 * - prefetch, eagerness "conservative": the document alone, when a finger or button goes down on the link. It only
 *   matters where the prerender did not happen (Chromium declined it: memory, the cap on prerenders at once, a
 *   phone). "eager" is not used: on a phone it fetches every link that scrolls into view, which costs the visitor's
 *   data for pages mostly never opened.
 *
 * Only the site's own pages are loaded ahead: same-origin links, never one of the server's addresses that are no
 * page (shared/endpoints.ts, the relay's POST address), a file (any path with a dot in it: the sitemap, robots.txt, the
 * feeds, React Router's `.data`, images; no page's path has one), a link that opens elsewhere or downloads
 * (`target`, `download`), one the site marks as not to be followed or external (`rel`), or a link within the page
 * (`#…`). A speculative request carries `Sec-Purpose: prefetch` (with `;prerender` for a prerender): the server does
 * not count it as a view; the page's beacon does once it is shown (page-view-beacon.ts, docs/measurement.md).
 */
import { HEALTH_PATH, OWNER_PATHS, PAGE_VIEW_PATH, READY_PATH } from "../../shared/endpoints";
import { RELAY_PATH } from "../../shared/relay-contract";

/** URL patterns (https://urlpattern.spec.whatwg.org/) of the same-origin paths that are never loaded ahead. */
export const NOT_PAGE_PATTERNS = [
  RELAY_PATH,
  PAGE_VIEW_PATH,
  HEALTH_PATH,
  READY_PATH,
  ...OWNER_PATHS.map((base) => `${base}{/*}?`),
  "/*.*",
];

/** Links that are not the site's next page: they open elsewhere, download, are not to be followed, or stay here. */
const NOT_NEXT_PAGE_LINKS = "[target], [download], [rel~=nofollow], [rel~=external], [href^='#']";

const sitePages = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: [...NOT_PAGE_PATTERNS] } },
    { not: { selector_matches: NOT_NEXT_PAGE_LINKS } },
  ],
};

export const speculationRules = {
  prerender: [{ source: "document", where: sitePages, eagerness: "moderate" }],
  prefetch: [{ source: "document", where: sitePages, eagerness: "conservative" }],
};

/** The text of the page's `<script type="speculationrules">`; "<" escaped so nothing can close the element. */
export const speculationRulesText = JSON.stringify(speculationRules).replace(/</g, "\\u003c");
