/**
 * Starts React Router's hydration only once the page has loaded and painted its first content, so that on a phone
 * the page's scripts do not compete with its CSS, font and banner image for the first second (decision 004).
 *
 * React Router ends each prerendered page with a module script that imports the manifest and the page's route
 * modules, publishes them as `window.__reactRouterRouteModules` and imports the client entry. The post-build step
 * (scripts/defer-hydration.ts) replaces that script with this module, compiled, and the same imports as data in a
 * JSON element; this module runs them, in the same order, at the right moment. Its code is the same on every page.
 */

import { firstHeldSubmit, holdEarlySubmits, releaseHeldSubmits } from "./hold-early-submits";

/** React Router's bootstrap of one page, as data. */
export interface HydrationPlan {
  /** Every chunk the page runs: added as module preloads when hydration starts, so they download in parallel. */
  preloads: string[];
  /** Modules imported first for their effects (React Router's manifest). */
  effects: string[];
  /** Route id to the URL of its module. */
  routes: Record<string, string>;
  /** The client entry, imported once the route modules are published. */
  entry: string;
}

/** The id of the JSON element that carries the page's plan. */
export const PLAN_ELEMENT_ID = "hydration-plan";

/** What the module uses of the browser; tests hand it a fake. */
export interface BrowserHooks {
  document: Pick<Document, "readyState" | "head" | "createElement">;
  window: { __reactRouterRouteModules?: Record<string, unknown> };
  addEventListener: (type: "load", listener: () => void, options: { once: true }) => void;
  performance: Pick<Performance, "getEntriesByType">;
  PerformanceObserver: {
    supportedEntryTypes?: readonly string[];
    new (callback: () => void): { observe(options: { type: string }): void; disconnect(): void };
  };
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void) => unknown;
  load: (url: string) => Promise<unknown>;
}

function loaded(browser: BrowserHooks): Promise<void> {
  return new Promise((resolve) => {
    if (browser.document.readyState === "complete") resolve();
    else browser.addEventListener("load", () => resolve(), { once: true });
  });
}

/**
 * Resolves once the first contentful paint has been presented (the Paint Timing entry); two animation frames where
 * that is not supported. A frame alone is not enough: Chrome can run the next task before the frame reaches the
 * screen, and the scripts would again be requested before the first paint.
 */
function painted(browser: BrowserHooks): Promise<void> {
  return new Promise((resolve) => {
    const contentful = () =>
      browser.performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint");
    if (!browser.PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      browser.requestAnimationFrame(() => browser.requestAnimationFrame(resolve));
      return;
    }
    if (contentful()) {
      resolve();
      return;
    }
    const observer = new browser.PerformanceObserver(() => {
      if (!contentful()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint" });
  });
}

async function hydrate(plan: HydrationPlan, browser: BrowserHooks) {
  for (const href of plan.preloads)
    browser.document.head.append(Object.assign(browser.document.createElement("link"), { rel: "modulepreload", href }));
  const routeIds = Object.keys(plan.routes);
  const modules = await Promise.all(
    [...plan.effects, ...routeIds.map((id) => plan.routes[id]!)].map((url) => browser.load(url)),
  );
  const routeModules = modules.slice(plan.effects.length);
  browser.window.__reactRouterRouteModules = Object.fromEntries(routeIds.map((id, index) => [id, routeModules[index]]));
  await browser.load(plan.entry);
}

/**
 * Runs the plan once the page has loaded and painted (in a task of its own, after the paint), or at once when `hurry`
 * resolves first: a visitor who has already submitted a form (hold-early-submits.ts) waits for nothing else.
 */
export async function hydrateAfterPaint(
  plan: HydrationPlan,
  browser: BrowserHooks,
  hurry?: Promise<void>,
): Promise<void> {
  await Promise.race([Promise.all([loaded(browser), painted(browser)]), ...(hurry ? [hurry] : [])]);
  await new Promise<void>((resolve) => browser.setTimeout(resolve));
  await hydrate(plan, browser);
}

/** The page's own plan and the real browser: what the compiled module runs on every page. */
export function start() {
  const forms = holdEarlySubmits({ window, document, setTimeout: (callback, ms) => window.setTimeout(callback, ms) });
  const element = document.getElementById(PLAN_ELEMENT_ID);
  if (!element?.textContent) return;
  const plan = JSON.parse(element.textContent) as HydrationPlan;
  hydrateAfterPaint(
    plan,
    {
      document,
      window: window as BrowserHooks["window"],
      addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
      performance,
      PerformanceObserver,
      requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
      setTimeout: (callback) => window.setTimeout(callback),
      load: (url) => import(/* @vite-ignore */ url),
    },
    firstHeldSubmit(forms),
  ).catch(() => releaseHeldSubmits(forms));
}
