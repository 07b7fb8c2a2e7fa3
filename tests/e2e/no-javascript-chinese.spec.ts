import { messagesFor } from "../../shared/i18n/messages";
import { view } from "../../app/content/source";
import { expect, test, type Locator } from "./support/test";
import { expectFieldError, postStraightToTheAction, receivedMail, requirementFields, unique } from "./support/enquiry";

// The Chinese forms as plain HTML (the no-js projects of playwright.config.ts run this file with JavaScript off): the
// server's redrawn page is in Chinese and keeps every value, and a valid enquiry reaches the Chinese thank-you page.

const zh = messagesFor("zh-hk");

const fieldsOf = (form: Locator) => requirementFields(form, zh);

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
