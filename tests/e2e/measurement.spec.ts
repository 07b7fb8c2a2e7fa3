import { messagesFor } from "../../shared/i18n/messages";
import type { Browser, BrowserContext, TestInfo } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { openForm, receivedMail, unique, waitLikeAPerson } from "./support/enquiry";
import { publicRoutes } from "./support/routes";
import { expect, test } from "./support/test";

/** The English words in code, as the forms show them. */
const english = messagesFor("en");

// First-party measurement as a visitor and the owner see it: public pages leave nothing in the browser; a visit from
// an ad and its enquiry show up in the owner's dashboard, chart and conversions CSV; the login refuses and limits.
// The server of the global setup runs with ADMIN_PASSWORD and TRUST_PROXY=loopback, so each context can come from an
// address of its own (X-Forwarded-For) and the login limit of one test never reaches another.

// E2E_ADMIN_PASSWORD: the test run's knob (the global setup passes it on as ADMIN_PASSWORD), not a site setting.
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password-0000";
/** A person's Chrome: headless Chromium says "HeadlessChrome", which the server rightly counts as a bot. */
const PERSON_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let addressCounter = 0;
/** A context of its own (axe needs one), at the project's screen size, from an address no other test uses. */
async function newVisitor(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const address = `198.51.${info.workerIndex + 100}.${(++addressCounter % 250) + 1}`;
  return browser.newContext({
    viewport: info.project.use.viewport ?? null,
    userAgent: PERSON_UA,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
}

async function signIn(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return page;
}

test.describe("measurement", () => {
  test("public pages set no cookie and touch no browser storage", async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "one pass over every route is enough");
    test.setTimeout(120_000);
    const setCookies: string[] = [];
    page.on("response", async (response) => {
      const header = await response.headerValue("set-cookie");
      if (header) setCookies.push(`${response.url()}: ${header}`);
    });
    for (const path of publicRoutes) {
      await page.goto(path);
      const stored = await page.evaluate(() => ({
        cookie: document.cookie,
        local: localStorage.length,
        session: sessionStorage.length,
      }));
      expect(stored, path).toEqual({ cookie: "", local: 0, session: 0 });
    }
    expect(setCookies).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  test("a visit from an ad and its requirement show in the dashboard, the chart and the conversions CSV", async ({
    browser,
  }, info) => {
    test.setTimeout(90_000);
    const campaign = unique("autumn-web").replace(/\s/g, "-");
    const gclid = `Cj0KCQ-${campaign.split("-").at(-1)}`;
    const visitor = await newVisitor(browser, info);
    try {
      const page = await visitor.newPage();
      const { form } = await openForm(
        page,
        `/web-development?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}`,
        "Requirement form",
      );
      const name = unique("Ada Lovelace");
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
      await form.getByLabel("Phone", { exact: true }).fill("852512345678");
      await form.getByLabel("Service", { exact: true }).selectOption({ label: "AI & Machine Learning" });
      await form.getByLabel("Budget", { exact: true }).selectOption({ label: english.option_budget_medium });
      await form.getByLabel("Message", { exact: true }).fill("A chatbot for our shop.");
      await waitLikeAPerson(page);
      await form.getByRole("button", { name: "Send requirement" }).click();
      await expect(page).toHaveURL(/\/thank-you\/?$/);
      await receivedMail(`New Requirement from ${name}`);
      // The site itself still left nothing in the browser.
      expect(await visitor.cookies()).toEqual([]);

      const owner = await newVisitor(browser, info);
      try {
        const dashboard = await signIn(owner);
        await dashboard.goto("/admin?period=today");
        const campaigns = dashboard.getByRole("region", { name: "Campaigns" });
        // The visit and the lead are recorded one after the other (server/measurement), and a page of the dashboard
        // shows the figures of its moment: it is loaded again until both are there.
        const row = campaigns.getByRole("row").filter({ hasText: campaign });
        await expect(async () => {
          await dashboard.reload();
          await expect(row.getByRole("cell")).toHaveText(["google / cpc", "1", "1"], { timeout: 500 });
        }).toPass({ timeout: 15_000 });
        // The chart's description counts at least this visit and this lead today.
        const chart = dashboard.getByRole("img", { name: /Visitors and leads per day/ });
        await expect(chart).toBeVisible();
        const description = (await chart.locator("desc").textContent()) ?? "";
        const [, visitors, leads] = /(\d+) visitors, (\d+) leads/.exec(description) ?? [];
        expect(Number(visitors)).toBeGreaterThanOrEqual(1);
        expect(Number(leads)).toBeGreaterThanOrEqual(1);
        await expect(chart.locator("rect.leads")).toHaveCount(1);

        const csv = await owner.request.get("/admin/conversions.csv?days=1");
        expect(csv.status()).toBe(200);
        expect(await csv.text()).toMatch(
          new RegExp(`\\r\\n${gclid},Enquiry,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\+08:00,,\\r\\n`),
        );
        const stats = await (await owner.request.get("/admin/stats.json?days=1")).json();
        expect(stats.campaigns).toContainEqual({ source: "google", medium: "cpc", campaign, visitors: 1, leads: 1 });
      } finally {
        await owner.close();
      }
    } finally {
      await visitor.close();
    }
  });

  test("following a link inside the site loads the page it opens, counted once", async ({ browser }, info) => {
    test.skip(info.project.name !== "desktop", "the header's links are the desktop menu");
    const visitor = await newVisitor(browser, info);
    const owner = await newVisitor(browser, info);
    try {
      await signIn(owner);
      const viewsOf = async (path: string) => {
        const stats = (await (await owner.request.get("/admin/stats.json?days=1")).json()) as {
          pages: { path: string; pageviews: number }[];
        };
        return stats.pages.find((row) => row.path === path)?.pageviews ?? 0;
      };
      const before = await viewsOf("/about-us");

      const page = await visitor.newPage();
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Pages are documents (docs/decisions/017-islands-without-a-router.md): the link loaded the next one, or
      // activated it from a prerender started on the press; either way it is one view.
      expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name)).toMatch(/\/about-us\/?$/);
      await expect.poll(() => viewsOf("/about-us"), { timeout: 15_000 }).toBe(before + 1);
      expect(await visitor.cookies()).toEqual([]);
    } finally {
      await owner.close();
      await visitor.close();
    }
  });

  test("the admin without a session: the dashboard sends to the login, the JSON and CSV answer 401", async ({
    browser,
  }, info) => {
    const visitor = await newVisitor(browser, info);
    try {
      const page = await visitor.newPage();
      const response = await page.goto("/admin?period=7d");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      expect((await visitor.request.get("/admin/stats.json?days=7")).status()).toBe(401);
      expect((await visitor.request.get("/admin/conversions.csv?days=7")).status()).toBe(401);
    } finally {
      await visitor.close();
    }
  });

  test("the login refuses a wrong password, then answers 429 after 5 failures", async ({ browser }, info) => {
    const visitor = await newVisitor(browser, info);
    try {
      const page = await visitor.newPage();
      await page.goto("/admin/login");
      for (let attempt = 1; attempt <= 5; attempt++) {
        await page.getByLabel("Password").fill("not the password at all");
        const [response] = await Promise.all([
          page.waitForResponse("**/admin/login"),
          page.getByRole("button", { name: "Sign in" }).click(),
        ]);
        expect(response.status()).toBe(401);
        await expect(page.getByRole("alert")).toHaveText("That password is not right.");
        await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
      }
      await page.getByLabel("Password").fill(ADMIN_PASSWORD);
      const [limited] = await Promise.all([
        page.waitForResponse("**/admin/login"),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
      expect(limited.status()).toBe(429);
      await expect(page.getByRole("alert")).toContainText("Too many failed attempts");
      expect(await visitor.cookies()).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test("axe finds nothing on the login page and the dashboard", async ({ browser }, info) => {
    // The dashboard now holds the forms' and the field speed's panels too: axe reads every table of it.
    test.slow();
    const visitor = await newVisitor(browser, info);
    try {
      const page = await visitor.newPage();
      await page.goto("/admin/login");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("Password").fill("wrong password here");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const dashboard = await signIn(visitor);
      for (const period of ["today", "12m"]) {
        await dashboard.goto(`/admin?period=${period}`);
        expect(await axeViolations(dashboard), period).toEqual([]);
        // Nothing wider than the screen but the tables' own scrolling regions.
        const overflow = await dashboard.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, period).toBeLessThanOrEqual(0);
      }
      await dashboard.screenshot({ path: info.outputPath(`dashboard-${info.project.name}.png`), fullPage: true });
    } finally {
      await visitor.close();
    }
  });
});
