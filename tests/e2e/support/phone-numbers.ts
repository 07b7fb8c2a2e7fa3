import type { Locator, Page } from "@playwright/test";
import { messagesFor, type Messages } from "../../../shared/i18n/messages";
import { localizedPath, type Locale } from "../../../shared/i18n/locales";
import { phoneSamples, type PhoneSample } from "../../../server/testing/phone-samples";
import { requirementFields, unique } from "./enquiry";

// What the phone-number specs share, with JavaScript and without: the rows of the one table
// (server/testing/phone-samples.ts) they type, and the forms filled as a visitor fills them.

export type Form = "contact" | "requirement";

export const sample = (typed: string): PhoneSample => {
  const row = phoneSamples.find((candidate) => candidate.typed === typed);
  if (!row) throw new Error(`No phone sample "${typed}" in phone-samples.ts`);
  return row;
};

/** Where each form is, and its name, in a language. */
export function formPage(form: Form, locale: Locale) {
  const words = messagesFor(locale);
  return form === "contact"
    ? { path: localizedPath(locale, "/contact-us"), name: words.form_contact, words }
    : { path: localizedPath(locale, "/web-development"), name: words.form_requirement, words };
}

/** The contact form's text fields and button in a language (its service keeps the first service, its default). */
const contactFieldsIn = (form: Locator, words: Messages) => ({
  name: form.getByLabel(words.field_name, { exact: true }),
  email: form.getByLabel(words.field_email, { exact: true }),
  phone: form.getByLabel(words.field_phone, { exact: true }),
  subject: form.getByLabel(words.field_subject, { exact: true }),
  message: form.getByLabel(words.field_message, { exact: true }),
  submit: form.getByRole("button", { name: words.form_send_message }),
});

/**
 * Fills every field of the form on the page but the phone validly, under a name of its own; returns the phone field,
 * the button, and the subject the agency's mail will have.
 */
export async function fillAllButThePhone(page: Page, form: Form, locale: Locale) {
  const { name: formName, words } = formPage(form, locale);
  const element = page.getByRole("form", { name: formName });
  const name = unique("Phone Check");
  const tag = locale === "en" ? "" : "[中文] ";
  if (form === "contact") {
    const f = contactFieldsIn(element, words);
    await f.name.fill(name);
    await f.email.fill("phone.check@example.com");
    await f.subject.fill(name);
    await f.message.fill("Please call me.");
    return { phone: f.phone, submit: f.submit, subject: `${tag}${name}` };
  }
  const f = requirementFields(element, words);
  await f.name.fill(name);
  await f.email.fill("phone.check@example.com");
  await f.service.selectOption({ label: words.option_ai_ml });
  await f.budget.selectOption({ label: words.option_budget_small });
  await f.message.fill("Please call me.");
  return { phone: f.phone, submit: f.submit, subject: `${tag}New Requirement from ${name}` };
}

/** The mail's phone lines: the number, and its links. */
export const phoneLinesOf = (lines: string[]) => lines.filter((line) => /^(Phone|Call|WhatsApp):/.test(line));
