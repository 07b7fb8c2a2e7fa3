import { messagesFor } from "../../shared/i18n/messages";
import { view } from "../../app/content/source";
import { pageTitle } from "../../app/lib/seo";
import { expect, test, type Locator, type Page } from "./support/test";
import { expectFieldError, postStraightToTheAction, receivedMail, requirementFields, unique } from "./support/enquiry";

// The Chinese forms as plain HTML (the no-js projects of playwright.config.ts run this file with JavaScript off): the
// server's redrawn page is in Chinese and keeps every value, and a valid enquiry reaches the Chinese thank-you page.

const zh = messagesFor("zh-hk");

/** The contact form's fields and button by their Chinese names. */
const contactFieldsOf = (form: Locator) => ({
  name: form.getByLabel(zh.field_name, { exact: true }),
  email: form.getByLabel(zh.field_email, { exact: true }),
  phone: form.getByLabel(zh.field_phone, { exact: true }),
  subject: form.getByLabel(zh.field_subject, { exact: true }),
  service: form.getByLabel(zh.field_service, { exact: true }),
  message: form.getByLabel(zh.field_message, { exact: true }),
  submit: form.getByRole("button", { name: zh.form_send_message }),
});

/** Each form on a Chinese page of its own: its accessible name and its fields by their Chinese names. */
const forms = {
  contact: { path: "/zh-hk/contact-us", name: zh.form_contact, fieldsOf: contactFieldsOf },
  requirement: {
    path: "/zh-hk/web-development",
    name: zh.form_requirement,
    fieldsOf: (form: Locator) => requirementFields(form, zh),
  },
};
type FormKind = keyof typeof forms;
type FieldName<Kind extends FormKind> = Exclude<keyof ReturnType<(typeof forms)[Kind]["fieldsOf"]>, "submit"> & string;

/** What goes into the fields, in order: text is typed, a `{ label }` is the option chosen in a select. */
type Entries<Kind extends FormKind> = Partial<Record<FieldName<Kind>, string | { label: string }>>;

/** Types and chooses `entries` in a form's fields, in their order. */
async function fillIn<Kind extends FormKind>(fields: Record<FieldName<Kind>, Locator>, entries: Entries<Kind>) {
  for (const [name, entry] of Object.entries(entries) as [FieldName<Kind>, string | { label: string }][]) {
    if (typeof entry === "string") await fields[name].fill(entry);
    else await fields[name].selectOption(entry);
  }
}

/**
 * Opens a form's Chinese page, fills it in (after `prepare`, if any, has changed its fields) and sends it straight to
 * its action, as a browser without constraint validation would. Returns the server's answer and the fields of the
 * form it drew again, if it did.
 */
async function postChinese<Kind extends FormKind>(
  page: Page,
  kind: Kind,
  entries: Entries<Kind>,
  prepare?: (fields: Record<FieldName<Kind>, Locator>) => Promise<void>,
) {
  const { path, name, fieldsOf } = forms[kind];
  await page.goto(path);
  const form = page.getByRole("form", { name });
  const f = fieldsOf(form) as Record<FieldName<Kind> | "submit", Locator>;
  await prepare?.(f);
  await fillIn(f, entries);
  const response = await postStraightToTheAction(page, form, f.submit);
  const posted = fieldsOf(page.getByRole("form", { name })) as Record<FieldName<Kind>, Locator>;
  return { response, posted };
}

/** Every text that was typed is back in its field. */
async function expectTypedValues<Kind extends FormKind>(
  posted: Record<FieldName<Kind>, Locator>,
  entries: Entries<Kind>,
) {
  for (const [name, entry] of Object.entries(entries) as [FieldName<Kind>, string | { label: string }][]) {
    if (typeof entry === "string") await expect(posted[name], name).toHaveValue(entry);
  }
}

/** The title of a page the server drew again with an error: 「錯誤：」 before the page's own. */
const errorTitle = (title: string) => `錯誤：${pageTitle(title, "zh-hk")}`;

/** The landing page the requirement form is posted from. */
const webDevelopment = () => view("landingPages", "zh-hk").find((landing) => landing.path === "/web-development")!;

test("the Chinese contact form posted with one mistake comes back in Chinese: lang, title, the message, every value", async ({
  page,
}) => {
  const service = view("services", "zh-hk")[2]!.title;
  const entries = {
    name: "陳大文",
    email: "tai.man@example",
    phone: "+85261234567",
    subject: "倉庫掃描器",
    service: { label: service },
    message: "我們想把掃描器連接到存貨系統。",
  };
  const { response, posted } = await postChinese(page, "contact", entries);

  expect(response.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page).toHaveTitle(errorTitle(view("contactPage", "zh-hk").seo.title));
  await expect(posted.email).toHaveAttribute("aria-invalid", "true");
  await expect(posted.email).toHaveAccessibleDescription(zh.invalid_contact_email);
  await expect(page.getByText(zh.form_corrections.replace("{count}", "1"))).toBeVisible();
  await expectTypedValues(posted, entries);
  await expect(posted.service.locator("option:checked")).toHaveText(service);
  // Its links stay in Chinese.
  const links = await page
    .locator('a[href^="/"]:not([hreflang="en"])')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
  expect(links.length).toBeGreaterThan(10);
  for (const href of links) expect(href, href).toMatch(/^\/zh-hk\//);
});

test("the Chinese requirement form posted with one mistake comes back with a Chinese title and every value", async ({
  page,
}) => {
  const entries = {
    name: "陳大文",
    email: "tai.man@example.com",
    phone: "12345678901",
    service: { label: zh.option_web_development },
    budget: { label: zh.option_budget_undecided },
    message: "想做一個會員網站。",
  };
  const { response, posted } = await postChinese(page, "requirement", entries);

  expect(response.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page).toHaveTitle(errorTitle(webDevelopment().seo.title));
  await expectFieldError(posted.phone, zh.invalid_phone_length);
  await expect(page.getByText(zh.form_corrections.replace("{count}", "1"))).toBeVisible();
  await expectTypedValues(posted, entries);
  await expect(posted.service).toHaveValue("web-development");
  await expect(posted.budget).toHaveValue("undecided");
});

test("a Chinese post over the size limit gets a Chinese page saying why, with links to Chinese pages", async ({
  page,
}) => {
  const entries = {
    name: "陳大文",
    email: "tai.man@example.com",
    phone: "+85261234567",
    subject: "很長的訊息",
    message: "網".repeat(8000),
  };
  // Past the form's own limit (its maxlength), as a browser that ignores it would send: over 64 KiB encoded.
  const { response } = await postChinese(page, "contact", entries, (f) =>
    f.message.evaluate((element: HTMLTextAreaElement) => element.removeAttribute("maxlength")),
  );

  expect(response.status()).toBe(413);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page).toHaveTitle(`錯誤：${zh.relay_page_title} | Harbourline Labs`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh.relay_page_title);
  await expect(page.getByRole("alert")).toHaveText(zh.relay_too_large);
  await expect(page.getByRole("link", { name: zh.relay_page_back })).toHaveAttribute("href", "/zh-hk/contact-us");
  await expect(page.getByRole("link", { name: zh.error_home_link })).toHaveAttribute("href", "/zh-hk/");
});

test("a Chinese requirement form posted with mistakes comes back in Chinese, on its page, with every value", async ({
  page,
}) => {
  const entries = {
    name: "陳大文",
    email: "tai.man@@example.com",
    phone: "12345678901",
    budget: { label: zh.option_budget_undecided },
    message: "想做一個會員應用程式。",
  };
  const { response, posted } = await postChinese(page, "requirement", entries);

  expect(response.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(webDevelopment().headline);
  await expect(posted.email).toHaveAccessibleDescription(zh.invalid_requirement_email);
  await expectFieldError(posted.phone, zh.invalid_phone_length);
  await expect(posted.service).toHaveAccessibleDescription(zh.invalid_service_required);
  await expect(page.getByText(zh.form_corrections.replace("{count}", "3"))).toBeVisible();
  await expectTypedValues(posted, entries);
  await expect(posted.budget).toHaveValue("undecided");
});

test("a valid Chinese requirement reaches the Chinese thank-you page, and the mail says it was written in Chinese", async ({
  page,
}) => {
  await page.goto("/zh-hk/app-development");
  const f = forms.requirement.fieldsOf(page.getByRole("form", { name: zh.form_requirement }));
  const name = unique("李小明");
  await fillIn<"requirement">(f, {
    name,
    email: "siu.ming@example.com",
    phone: "852612345678",
    service: { label: zh.option_mobile_development },
    budget: { label: zh.option_budget_large },
    message: "為我們三間診所開發預約應用程式。",
  });
  await f.submit.click();

  await expect(page).toHaveURL(/\/zh-hk\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(view("thankYouPage", "zh-hk").hero.title);
  const mail = await receivedMail(`[中文] New Requirement from ${name}`);
  expect(mail.parsed.headers.get("content-language")).toBe("zh-HK");
  expect(mail.lines).toContain(`Service Needed: ${zh.option_mobile_development}`);
  expect(mail.lines).toContain("Message: 為我們三間診所開發預約應用程式。");
});
