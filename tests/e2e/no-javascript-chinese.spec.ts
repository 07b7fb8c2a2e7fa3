import { messagesFor } from "../../shared/i18n/messages";
import { view } from "../../app/content/source";
import { pageTitle } from "../../app/lib/seo";
import { expect, test, type Locator } from "./support/test";
import { expectFieldError, postStraightToTheAction, receivedMail, requirementFields, unique } from "./support/enquiry";

// The Chinese forms as plain HTML (the no-js projects of playwright.config.ts run this file with JavaScript off): the
// server's redrawn page is in Chinese and keeps every value, and a valid enquiry reaches the Chinese thank-you page.

const zh = messagesFor("zh-hk");

const fieldsOf = (form: Locator) => requirementFields(form, zh);

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

/** The title of a page the server drew again with an error: 「錯誤：」 before the page's own. */
const errorTitle = (title: string) => `錯誤：${pageTitle(title, "zh-hk")}`;

test("the Chinese contact form posted with one mistake comes back in Chinese: lang, title, the message, every value", async ({
  page,
}) => {
  await page.goto("/zh-hk/contact-us");
  const form = page.getByRole("form", { name: zh.form_contact });
  const f = contactFieldsOf(form);
  const service = view("services", "zh-hk")[2]!.title;
  await f.name.fill("陳大文");
  await f.email.fill("tai.man@example");
  await f.phone.fill("+85261234567");
  await f.subject.fill("倉庫掃描器");
  await f.service.selectOption({ label: service });
  await f.message.fill("我們想把掃描器連接到存貨系統。");
  const response = await postStraightToTheAction(page, form, f.submit);

  expect(response.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page).toHaveTitle(errorTitle(view("contactPage", "zh-hk").seo.title));
  const posted = contactFieldsOf(page.getByRole("form", { name: zh.form_contact }));
  await expect(posted.email).toHaveAttribute("aria-invalid", "true");
  await expect(posted.email).toHaveAccessibleDescription(zh.invalid_contact_email);
  await expect(page.getByText(zh.form_corrections.replace("{count}", "1"))).toBeVisible();
  await expect(posted.name).toHaveValue("陳大文");
  await expect(posted.email).toHaveValue("tai.man@example");
  await expect(posted.phone).toHaveValue("+85261234567");
  await expect(posted.subject).toHaveValue("倉庫掃描器");
  await expect(posted.service.locator("option:checked")).toHaveText(service);
  await expect(posted.message).toHaveValue("我們想把掃描器連接到存貨系統。");
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
  await page.goto("/zh-hk/web-development");
  const form = page.getByRole("form", { name: zh.form_requirement });
  const f = fieldsOf(form);
  await f.name.fill("陳大文");
  await f.email.fill("tai.man@example.com");
  await f.phone.fill("12345678901");
  await f.service.selectOption({ label: zh.option_web_development });
  await f.budget.selectOption({ label: zh.option_budget_undecided });
  await f.message.fill("想做一個會員網站。");
  const response = await postStraightToTheAction(page, form, f.submit);

  expect(response.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  const landing = view("landingPages", "zh-hk").find((entry) => entry.path === "/web-development")!;
  await expect(page).toHaveTitle(errorTitle(landing.seo.title));
  const posted = fieldsOf(page.getByRole("form", { name: zh.form_requirement }));
  await expectFieldError(posted.phone, zh.invalid_phone_length);
  await expect(page.getByText(zh.form_corrections.replace("{count}", "1"))).toBeVisible();
  await expect(posted.name).toHaveValue("陳大文");
  await expect(posted.email).toHaveValue("tai.man@example.com");
  await expect(posted.phone).toHaveValue("12345678901");
  await expect(posted.service).toHaveValue("web-development");
  await expect(posted.budget).toHaveValue("undecided");
  await expect(posted.message).toHaveValue("想做一個會員網站。");
});

test("a Chinese post over the size limit gets a Chinese page saying why, with links to Chinese pages", async ({
  page,
}) => {
  await page.goto("/zh-hk/contact-us");
  const form = page.getByRole("form", { name: zh.form_contact });
  const f = contactFieldsOf(form);
  await f.name.fill("陳大文");
  await f.email.fill("tai.man@example.com");
  await f.phone.fill("+85261234567");
  await f.subject.fill("很長的訊息");
  // Past the form's own limit (its maxlength), as a browser that ignores it would send: over 64 KiB encoded.
  await f.message.evaluate((element: HTMLTextAreaElement) => element.removeAttribute("maxlength"));
  await f.message.fill("網".repeat(8000));
  const response = await postStraightToTheAction(page, form, f.submit);

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
  await page.goto("/zh-hk/web-development");
  const form = page.getByRole("form", { name: zh.form_requirement });
  const f = fieldsOf(form);
  await f.name.fill("陳大文");
  await f.email.fill("tai.man@@example.com");
  await f.phone.fill("12345678901");
  await f.budget.selectOption({ label: zh.option_budget_undecided });
  await f.message.fill("想做一個會員應用程式。");
  const response = await postStraightToTheAction(page, form, f.submit);

  expect(response.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    view("landingPages", "zh-hk").find((landing) => landing.path === "/web-development")!.headline,
  );
  const posted = fieldsOf(page.getByRole("form", { name: zh.form_requirement }));
  await expect(posted.email).toHaveAccessibleDescription(zh.invalid_requirement_email);
  await expectFieldError(posted.phone, zh.invalid_phone_length);
  await expect(posted.service).toHaveAccessibleDescription(zh.invalid_service_required);
  await expect(page.getByText(zh.form_corrections.replace("{count}", "3"))).toBeVisible();
  await expect(posted.name).toHaveValue("陳大文");
  await expect(posted.email).toHaveValue("tai.man@@example.com");
  await expect(posted.budget).toHaveValue("undecided");
  await expect(posted.message).toHaveValue("想做一個會員應用程式。");
});

test("a valid Chinese requirement reaches the Chinese thank-you page, and the mail says it was written in Chinese", async ({
  page,
}) => {
  await page.goto("/zh-hk/app-development");
  const f = fieldsOf(page.getByRole("form", { name: zh.form_requirement }));
  const name = unique("李小明");
  await f.name.fill(name);
  await f.email.fill("siu.ming@example.com");
  await f.phone.fill("852612345678");
  await f.service.selectOption({ label: zh.option_mobile_development });
  await f.budget.selectOption({ label: zh.option_budget_large });
  await f.message.fill("為我們三間診所開發預約應用程式。");
  await f.submit.click();

  await expect(page).toHaveURL(/\/zh-hk\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(view("thankYouPage", "zh-hk").hero.title);
  const mail = await receivedMail(`[中文] New Requirement from ${name}`);
  expect(mail.parsed.headers.get("content-language")).toBe("zh-HK");
  expect(mail.lines).toContain(`Service Needed: ${zh.option_mobile_development}`);
  expect(mail.lines).toContain("Message: 為我們三間診所開發預約應用程式。");
});
