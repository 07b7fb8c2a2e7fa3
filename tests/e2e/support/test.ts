import { test as base, type Page } from "@playwright/test";

export { expect, type Locator, type Page } from "@playwright/test";

/**
 * Playwright's `test`, with one change: `page.goto` returns once the page has hydrated.
 *
 * Pages start their scripts only after their first paint (scripts/defer-hydration.ts), so right after the `load`
 * event a click would still reach the bare prerendered HTML. The root marks <html data-hydrated> once React runs;
 * goto waits for it on the app's pages, unless the test turned JavaScript off. Blocks lower down the page hydrate
 * when scrolled to (app/components/ui/island.tsx): tests that use them scroll first and wait for them.
 */
const unhydratedGotos = new WeakMap<Page, Page["goto"]>();

/** Playwright's own goto: returns at the load event without waiting for hydration (for tests of the time before it). */
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
          () => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true",
        );
      }
      return response;
    };
    await use(page);
  },
});
