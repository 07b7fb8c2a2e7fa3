import { chromium, type Browser, type BrowserContext, type TestInfo } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "./support/test";

// Real visitors' speed (docs/measurement.md, "Speed for real visitors"): a person's page view, a tap and leaving the
// page put that page's LCP, INP, CLS, FCP and TTFB into the owner's dashboard and stats.json, under the page's language
// and the visitor's device class. The field vitals' module loads only after the page's load event.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password-0000";
/** A person's iPhone: the server counts its beacons as a phone's (headless Chromium's own agent is a bot's). */
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const PAGE = "/zh-hk/about-us";

interface MetricFigures {
  p75: number | null;
  good: number;
  needsImprovement: number;
  poor: number;
}
type Vitals = { samples: number } & Record<"lcp" | "inp" | "cls" | "fcp" | "ttfb", MetricFigures>;
interface VitalsJson {
  overall: Vitals;
  pages: ({ path: string; language: string; device: string } & Vitals)[];
  targets: { target: string; samples: number }[];
}

async function newVisitor(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  return browser.newContext({
    viewport: info.project.use.viewport ?? null,
    userAgent: IPHONE_UA,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.${info.workerIndex + 150}.${(Date.now() % 250) + 1}` },
  });
}

/** The dashboard's speed panel, once the measurement database is open (it opens with the first page view). */
async function speedPanel(page: Page, query: string) {
  const panel = page.getByRole("region", { name: "Speed for real visitors" });
  await expect(async () => {
    await page.goto(`/admin?${query}`);
    await expect(panel).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  return panel;
}

test.describe("field vitals", () => {
  test("a phone's page view, a tap and leaving show in the dashboard and stats.json", async ({ browser }, info) => {
    test.skip(info.project.name !== "phone", "one visit is enough; the dashboard is checked at both sizes below");
    test.setTimeout(180_000);
    // A beacon sent as the page is left goes out with the browser's own user agent, not a context's override: the
    // visitor's browser is an iPhone's from its start.
    const launchOptions = info.project.use.launchOptions ?? {};
    const phone = await chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--user-agent=${IPHONE_UA}`],
    });
    const visitor = await newVisitor(phone, info);
    try {
      const page = await visitor.newPage();
      const moduleResponse = page.waitForResponse((response) =>
        /\/assets\/islands\/field-vitals-[^/]+\.js$/.test(response.url()),
      );
      await page.goto(PAGE);
      await (await moduleResponse).finished();
      // Loaded after the page's load event, never before. The module's timing entry is there once it has arrived.
      const timingOf = () =>
        page.evaluate(() => {
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const script = performance
            .getEntriesByType("resource")
            .find((entry) => entry.name.includes("/field-vitals-"));
          return { loadEnd: navigation.loadEventEnd, scriptStart: script?.startTime ?? -1 };
        });
      await expect.poll(async () => (await timingOf()).scriptStart).toBeGreaterThanOrEqual(0);
      const timing = await timingOf();
      expect(timing.loadEnd).toBeGreaterThan(0);
      expect(timing.scriptStart).toBeGreaterThanOrEqual(timing.loadEnd);
      // Wait until web-vitals runs, then tap the heading (an interaction for INP) and leave the page.
      await page.waitForTimeout(500);
      await page.getByRole("heading", { level: 1 }).click();
      await page.waitForTimeout(300);
      await page.goto("/zh-hk/");
      // Leaving hides the page: its beacon goes to the server (checked below, through the owner's figures).
      await page.waitForTimeout(1000);
    } finally {
      await visitor.close();
      await phone.close();
    }

    const owner = await newVisitor(browser, info);
    try {
      const dashboard = await owner.newPage();
      await dashboard.goto("/admin/login");
      await dashboard.getByLabel("Password").fill(ADMIN_PASSWORD);
      await dashboard.getByRole("button", { name: "Sign in" }).click();
      await expect(dashboard.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      let row: VitalsJson["pages"][number] | undefined;
      await expect
        .poll(
          async () => {
            const stats = (await (await owner.request.get("/admin/stats.json?days=1&device=phone")).json()) as {
              vitals?: VitalsJson;
            };
            row = stats.vitals?.pages.find((page) => page.path === PAGE);
            return row?.samples ?? 0;
          },
          { timeout: 90_000 },
        )
        .toBeGreaterThan(0);
      expect(row).toMatchObject({ language: "zh-hk", device: "phone" });
      for (const metric of ["lcp", "inp", "cls", "fcp", "ttfb"] as const) {
        const figures = row![metric];
        expect(figures.good + figures.needsImprovement + figures.poor, metric).toBeGreaterThan(0);
      }
      const desktop = (await (await owner.request.get("/admin/stats.json?days=1&device=desktop")).json()) as {
        vitals: VitalsJson;
      };
      expect(desktop.vitals.pages.some((page) => page.path === PAGE)).toBe(false);

      const panel = await speedPanel(dashboard, "period=today&device=phone");
      const pageRow = panel.getByRole("row").filter({ has: dashboard.getByRole("rowheader", { name: PAGE }) });
      await expect(pageRow.first()).toContainText("phone");
      await expect(pageRow.first()).toContainText("too few samples");
      await expect(panel.getByRole("rowheader", { name: /^h1/ }).first()).toBeVisible();
    } finally {
      await owner.close();
    }
  });

  test("the speed panel is axe-clean and fits the screen", async ({ browser }, info) => {
    test.setTimeout(180_000);
    const owner = await newVisitor(browser, info);
    try {
      const page = await owner.newPage();
      await page.goto("/admin/login");
      await page.getByLabel("Password").fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      for (const query of ["period=today", "period=7d&device=phone&lang=zh-hk"]) {
        await speedPanel(page, query);
        expect(await axeViolations(page), query).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, query).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: info.outputPath(`vitals-${query.replace(/[^a-z0-9]+/g, "-")}.png`),
          fullPage: true,
        });
      }
    } finally {
      await owner.close();
    }
  });
});
