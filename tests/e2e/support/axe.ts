import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page, TestInfo } from "@playwright/test";

/** What every page is held to: WCAG 2.2 AA and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe's findings on the page as it is now, one line per rule broken: the rule and the elements that break it. */
export async function axeViolations(
  page: Page,
  { disableRules = [] }: { disableRules?: string[] } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).disableRules(disableRules).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** Runs `use` with a page of a context of its own (axe needs one) at the project's screen size, closed afterwards. */
export async function withOwnPage(browser: Browser, info: TestInfo, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: info.project.use.viewport ?? undefined });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}
