import { phoneSamples } from "../../../server/testing/phone-samples";
import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { messagesFor, type Messages } from "../../../shared/i18n/messages";
import { readMailDir, type ReceivedMail } from "../../../server/testing/smtp";
import { site } from "../../../shared/site";
import { RELAY_MIN_ELAPSED_MS } from "../../../shared/relay-contract";

// Helpers for submitting the enquiry forms end to end and reading the mail the test SMTP server of the global setup
// received (written to MAIL_DIR); shared by the form tests of every spec.

/**
 * Opens a page, scrolls to the form and waits until React has hydrated it. The contact form's code loads when it
 * reaches the screen, the requirement form's on the visitor's first use of it (a pointerdown stands for that here).
 */
export async function openForm(page: Page, path: string, formName: string) {
  await page.goto(path);
  // Pages from the fixture's `page` already waited for this; a page from a context of a test's own has not.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.getByRole("form", { name: formName });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  await form.dispatchEvent("pointerdown");
  await waitForHydratedForm(page, formName);
  return { form };
}

/** Waits until React has taken over the form (its element carries React's keys). */
export async function waitForHydratedForm(page: Page, formName: string) {
  await page.waitForFunction((name) => {
    const element = document.querySelector(`form[aria-label="${name}"]`);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
  }, formName);
}

/**
 * The relay holds for review what is sent sooner after the page began to load than a person could type it: wait until
 * a person could have sent it (the page's own clock, which the forms use, counts from the navigation).
 */
export async function waitLikeAPerson(page: Page) {
  await page.waitForFunction((minimum) => performance.now() > minimum, RELAY_MIN_ELAPSED_MS + 300);
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A message the site sent, as the test SMTP server of the global setup received it, with its text as lines. */
export type EnquiryMail = ReceivedMail & { lines: string[] };

async function findMail(subject: string): Promise<EnquiryMail | undefined> {
  // MAIL_DIR: set by the global setup for this test run, not a setting of the site.
  const dir = process.env.MAIL_DIR;
  if (!dir) throw new Error("MAIL_DIR is not set: run through the Playwright global setup");
  const mail = (await readMailDir(dir)).find((received) => received.parsed.subject === subject);
  return mail && { ...mail, lines: (mail.parsed.text ?? "").trimEnd().split(/\r?\n/) };
}

export async function receivedMail(subject: string): Promise<EnquiryMail> {
  await expect
    .poll(async () => (await findMail(subject)) !== undefined, {
      timeout: 15_000,
      message: `a message with the subject "${subject}"`,
    })
    .toBe(true);
  return (await findMail(subject)) as EnquiryMail;
}

export function expectSentByTheSite(mail: ReceivedMail) {
  expect(mail.rcptTo).toEqual([site.email]);
  expect(mail.parsed.from?.value).toEqual([
    { name: site.senderLabel, address: expect.stringMatching(/^[^@\s]+@[^@\s]+$/) },
  ]);
}

/** The notification with exactly this text. */
export const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: new RegExp(`^${text.replace(/[.!?]/g, "\\$&")}$`) });

/** The requirement form's fields and button, by the names a person reads (docs/contracts.md). */
export const requirementFields = (form: Locator, words: Messages = messagesFor("en")) => ({
  name: form.getByLabel(words.field_name, { exact: true }),
  email: form.getByLabel(words.field_email, { exact: true }),
  phone: form.getByLabel(words.field_phone, { exact: true }),
  service: form.getByLabel(words.field_service, { exact: true }),
  budget: form.getByLabel(words.field_budget, { exact: true }),
  message: form.getByLabel(words.field_message, { exact: true }),
  submit: form.getByRole("button", { name: words.form_send_requirement }),
});

/** Sends a form as a browser without constraint validation would: straight to its action, mistakes and all. */
export async function postStraightToTheAction(page: Page, form: Locator, submit: Locator): Promise<Response> {
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true;
  });
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit.click()]);
  await page.waitForLoadState("load");
  return response;
}

/** The contact form's text fields and button (its service is a native select, then a list box once hydrated). */
export const contactFields = (form: Locator) => ({
  name: form.getByLabel("Name", { exact: true }),
  email: form.getByLabel("Email", { exact: true }),
  phone: form.getByLabel("Phone", { exact: true }),
  subject: form.getByLabel("Subject", { exact: true }),
  message: form.getByLabel("Message", { exact: true }),
  submit: form.getByRole("button", { name: "Send message" }),
});

/**
 * The control is marked in error, and described by its message: after its hint, when it has one (the phone fields),
 * since the hint describes it always.
 */
export async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const hint = await control.evaluate((element) => document.getElementById(`${element.id}-hint`)?.textContent ?? "");
  await expect(control).toHaveAccessibleDescription(hint ? `${hint} ${message}` : message);
}

/** The enquiry mail's phone lines for a number the phone table accepts (server/testing/phone-samples.ts). */
export function mailPhoneLines(typed: string): string[] {
  const answer = phoneSamples.find((sample) => sample.typed === typed)?.contact;
  if (!answer || !("lines" in answer)) throw new Error(`phone-samples.ts accepts no "${typed}"`);
  return answer.lines;
}
