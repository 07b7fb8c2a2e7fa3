import type { APIRequestContext, Browser, BrowserContext, TestInfo } from "@playwright/test";
import { messagesFor } from "../../shared/i18n/messages";
import { openForm, postStraightToTheAction, requirementFields, unique, waitLikeAPerson } from "./support/enquiry";
import { expect, test } from "./support/test";

// Where the forms turn people away, as the owner sees it (docs/measurement.md, "The forms"): a visitor shown three
// messages who then sends the form is three refusals, one start and one send in the dashboard and stats.json; a form
// posted without JavaScript is counted from its 400, once. The figures are the whole run's, so each test compares
// them before and after. The server of the global setup runs with ADMIN_PASSWORD and TRUST_PROXY=loopback.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password-0000";
/** A person's Chrome: headless Chromium says "HeadlessChrome", which the server rightly counts as a bot. */
const PERSON_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let addressCounter = 0;
async function newVisitor(browser: Browser, info: TestInfo, javaScript = true): Promise<BrowserContext> {
  const address = `198.51.${info.workerIndex + 150}.${(++addressCounter % 250) + 1}`;
  return browser.newContext({
    viewport: info.project.use.viewport ?? null,
    userAgent: PERSON_UA,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
}

interface FormFigures {
  forms: { form: string; language: string; started: number; sent: number; held: number }[];
  refusals: { form: string; field: string; message: string; language: string; count: number }[];
}

async function figures(request: APIRequestContext) {
  // The embedded database opens in the background with the server's first event: 503 until it is open.
  let stats: FormFigures | undefined;
  await expect(async () => {
    const answer = await request.get("/admin/stats.json?days=1");
    expect(answer.status()).toBe(200);
    stats = (await answer.json()) as FormFigures;
  }).toPass({ timeout: 60_000 });
  if (!stats) throw new Error("no figures");
  const refusals = (field: string, message: string, language: string) =>
    stats!.refusals.find(
      (row) =>
        row.form === "requirement" && row.field === field && row.message === message && row.language === language,
    )?.count ?? 0;
  const form = (language: string) =>
    stats!.forms.find((row) => row.form === "requirement" && row.language === language) ?? { started: 0, sent: 0 };
  return { refusals, form };
}

async function signIn(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return page;
}

const PHONE = "Phone number must be 10 or 12 digits long";
const EMAIL = "Invalid email address";
const MESSAGE = "Message is required";

test.describe("where the forms refuse people", () => {
  test.describe.configure({ mode: "serial" });

  test("three messages shown, then sent: three refusals, one start and one send, in Chinese", async ({
    browser,
  }, info) => {
    test.skip(info.project.name !== "desktop", "the figures are the whole run's: one visitor at a time");
    test.setTimeout(90_000);
    const owner = await newVisitor(browser, info);
    const visitor = await newVisitor(browser, info);
    try {
      const dashboard = await signIn(owner);
      const before = await figures(owner.request);

      const page = await visitor.newPage();
      const words = messagesFor("zh-hk");
      const { form } = await openForm(page, "/zh-hk/web-development", words.form_requirement);
      const fields = requirementFields(form, words);
      await fields.name.fill(unique("陳大文"));
      await fields.email.fill("not-an-address");
      await fields.phone.fill("12345");
      await fields.service.selectOption("ai-ml");
      await fields.budget.selectOption("undecided");
      await fields.submit.click();
      await expect(form.getByText("電郵地址無效")).toBeVisible();
      await expect(form.getByText("電話號碼須為 10 或 12 位數字")).toBeVisible();
      await expect(form.getByText("請填寫訊息")).toBeVisible();
      // Shown again on a second try: still one refusal each in this page view.
      await fields.submit.click();
      await fields.email.fill("chan@example.com");
      await fields.phone.fill("852512345678");
      await fields.message.fill("我哋想做一個網站。");
      await waitLikeAPerson(page);
      await fields.submit.click();
      await expect(page).toHaveURL(/\/zh-hk\/thank-you\/?$/);

      await expect
        .poll(
          async () => {
            const after = await figures(owner.request);
            return {
              phone: after.refusals("phone", PHONE, "zh-hk") - before.refusals("phone", PHONE, "zh-hk"),
              email: after.refusals("email", EMAIL, "zh-hk") - before.refusals("email", EMAIL, "zh-hk"),
              message: after.refusals("message", MESSAGE, "zh-hk") - before.refusals("message", MESSAGE, "zh-hk"),
              started: after.form("zh-hk").started - before.form("zh-hk").started,
              sent: after.form("zh-hk").sent - before.form("zh-hk").sent,
            };
          },
          { timeout: 20_000, intervals: [1000] },
        )
        .toEqual({ phone: 1, email: 1, message: 1, started: 1, sent: 1 });

      await dashboard.goto("/admin?period=today");
      const refusals = dashboard.getByRole("region", { name: "Where visitors are refused" });
      await expect(
        refusals
          .getByRole("row")
          .filter({ hasText: `requirement · phone` })
          .filter({ hasText: PHONE })
          .filter({ hasText: "zh-hk" }),
      ).toHaveCount(1);
      const forms = dashboard.getByRole("region", { name: "Forms: started, sent, held" });
      await expect(forms.getByRole("row", { name: /requirement · Chinese \(Hong Kong\)/ })).toBeVisible();
    } finally {
      await visitor.close();
      await owner.close();
    }
  });

  test("a form posted without JavaScript is counted from its 400, once", async ({ browser }, info) => {
    test.skip(info.project.name !== "desktop", "the figures are the whole run's: one visitor at a time");
    const owner = await newVisitor(browser, info);
    const visitor = await newVisitor(browser, info, false);
    try {
      await signIn(owner);
      const before = await figures(owner.request);
      const page = await visitor.newPage();
      await page.goto("/web-development");
      const form = page.getByRole("form", { name: "Requirement form" });
      const fields = requirementFields(form);
      await fields.name.fill(unique("Ada Lovelace"));
      await fields.email.fill("ada@example.com");
      await fields.phone.fill("12345");
      await fields.service.selectOption("ai-ml");
      await fields.budget.selectOption("undecided");
      await fields.message.fill("A chatbot for our shop.");
      const response = await postStraightToTheAction(page, form, fields.submit);
      expect(response.status()).toBe(400);
      await expect(page.getByRole("form", { name: "Requirement form" }).getByText(PHONE)).toBeVisible();
      await expect
        .poll(
          async () =>
            (await figures(owner.request)).refusals("phone", PHONE, "en") - before.refusals("phone", PHONE, "en"),
          {
            timeout: 20_000,
            intervals: [1000],
          },
        )
        .toBe(1);
      // The answer's own page sent nothing more (no script ran), and nothing started.
      await page.waitForTimeout(2500);
      const after = await figures(owner.request);
      expect(after.refusals("phone", PHONE, "en") - before.refusals("phone", PHONE, "en")).toBe(1);
      expect(after.refusals("name", "Name is required", "en") - before.refusals("name", "Name is required", "en")).toBe(
        0,
      );
    } finally {
      await visitor.close();
      await owner.close();
    }
  });
});
