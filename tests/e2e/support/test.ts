import { test as base, type Page } from "@playwright/test";

export { expect, type Locator, type Page } from "@playwright/test";

/**
 * Playwright's `test`, with one change: `page.goto` returns once the page's script has started.
 *
 * Pages are documents whose one inline script (app/bootstrap/bootstrap-entry.ts) marks <html data-hydrated> once it
 * has armed the page's islands; goto waits for it on the app's pages, unless the test turned JavaScript off. The
 * islands themselves hydrate when scrolled to or first used (app/bootstrap/load-islands.ts): tests that use them
 * scroll first or use them, and wait for them (`[data-island][data-hydrated]`).
 */
const unhydratedGotos = new WeakMap<Page, Page["goto"]>();

/** Playwright's own goto: returns at the load event without waiting for the page's script (for tests of the time before it). */
export function gotoBeforeHydration(page: Page, url: string) {
  const goto = unhydratedGotos.get(page);
  if (!goto) throw new Error("gotoBeforeHydration needs the page of this file's `test`");
  return goto(url);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    unhydratedGotos.set(page, goto);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isAppPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (javaScriptEnabled && isAppPage) {
        await page.waitForFunction(
          () =>
            document.documentElement.dataset.hydrated === "true" ||
            !document.querySelector("script[type=module]:not([src])"),
        );
      }
      return response;
    };
    await use(page);
  },
});

/**
 * Brings each island of the page that loads on reaching the screen into view, and waits until every one has hydrated
 * (app/bootstrap/load-islands.ts). Islands that load on use or on a notice are left as they are.
 */
export async function hydrateIslandsOnScreen(page: Page) {
  const islands = page.locator('[data-island][data-load="screen"]');
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    await base.expect(island).toHaveAttribute("data-hydrated", "true");
  }
}

/**
 * Resolves once the page has loaded, painted its largest paint and gone idle: when the page's decorations (the
 * banner's video, app/bootstrap/page-behaviours/after-paint.ts) have been put in place, if they are to be.
 */
export async function afterThePageIsIdle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver(() => requestIdleCallback(() => setTimeout(resolve))).observe({
          type: "largest-contentful-paint",
          buffered: true,
        });
      }),
  );
}
