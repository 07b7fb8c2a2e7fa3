import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { publicRoutes } from "./support/routes";

// axe-core on every route, at the phone and the desktop width (one project each).
for (const path of [...publicRoutes, "/no-such-page"]) {
  test(`axe finds no violation on ${path}`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport: info.project.use.viewport ?? undefined });
    const page = await context.newPage();
    try {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
