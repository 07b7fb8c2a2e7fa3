/**
 * Hydrates the page's islands, each when it is needed (docs/decisions/017-islands-without-a-router.md). The page is a
 * document that works as it is; an island (app/components/islands/island.tsx) is a block that needs script, marked in
 * the prerendered HTML with when its code should come:
 *
 * - "screen": when it reaches the screen (or comes within its `data-load-ahead` of it);
 * - "use": on the visitor's first tap, click, focus or key inside it, or a submit of a form in it, including any that
 *   came before this module ran (hold-early-submits.ts remembers them);
 * - "notice": when the page was opened with a notification to show (a form's thank-you page).
 *
 * Then its module (written on it by the post-build step, scripts/islands-in-pages.ts) is imported, with the modules
 * it imports preloaded alongside so they download in parallel, and it hydrates the island as a React root of its own.
 * React itself is among those modules: a page whose islands are never needed never loads it.
 */
import {
  AHEAD_ATTRIBUTE,
  IMPORTS_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  LOAD_ATTRIBUTE,
  NOTICE_STORAGE_KEY,
  SOURCE_ATTRIBUTE,
} from "../lib/island-data";
import { USES, type EarlyForms } from "./hold-early-submits";

/** What an island's module exports (app/components/islands/entries). */
interface IslandModule {
  default: unknown;
  hydrateIsland: (element: HTMLElement, component: unknown) => void;
}

const preloaded = new Set<string>();

function preload(href: string) {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}

/** Fetches the island's code and hydrates it; once. */
async function hydrate(element: HTMLElement, load: (url: string) => Promise<unknown>) {
  const source = element.getAttribute(SOURCE_ATTRIBUTE);
  if (!source) throw new Error(`Island "${element.getAttribute(ISLAND_ATTRIBUTE)}" has no module`);
  for (const href of element.getAttribute(IMPORTS_ATTRIBUTE)?.split(" ").filter(Boolean) ?? []) preload(href);
  const module = (await load(source)) as IslandModule;
  module.hydrateIsland(element, module.default);
}

function whenOnScreen(element: HTMLElement, go: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      go();
    },
    { rootMargin: element.getAttribute(AHEAD_ATTRIBUTE) ?? "0px" },
  );
  observer.observe(element);
}

function whenUsed(element: HTMLElement, forms: EarlyForms, go: () => void) {
  const usedInside = () =>
    element.contains(document.activeElement) ||
    forms.used.some((target) => target instanceof Node && element.contains(target)) ||
    [...forms.held.keys()].some((form) => element.contains(form));
  if (usedInside()) return go();
  const check = () => {
    if (!usedInside()) return;
    for (const type of USES) window.removeEventListener(type, check, { capture: true });
    forms.onHold.delete(check);
    go();
  };
  // After hold-early-submits' own listeners, which record the target first.
  for (const type of USES) window.addEventListener(type, check, { capture: true, passive: true });
  forms.onHold.add(check);
}

function openedWithNotice(): boolean {
  try {
    return sessionStorage.getItem(NOTICE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Arms every island of the page. `failed` runs when an island's code cannot be loaded or run: the page stays the
 * working HTML it was (a held submit is then posted natively).
 */
export function loadIslands(
  forms: EarlyForms,
  failed: (error: unknown) => void,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
) {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      hydrate(element, load).catch(failed);
    };
    const trigger = element.getAttribute(LOAD_ATTRIBUTE);
    if (trigger === "screen") whenOnScreen(element, go);
    else if (trigger === "use") whenUsed(element, forms, go);
    else if (trigger === "notice" && openedWithNotice()) go();
  }
}
