/**
 * Rules both enquiry forms share. Their limits keep every enquiry within what the relay accepts, and each rule is
 * written once: the zod schemas check it in the browser and on the server, and the same constants become the native
 * HTML constraints (required, maxlength, pattern; native-constraints.ts) that stop most mistakes before any script
 * has run.
 */
import { z } from "../../../shared/zod";
import { localeFacts, type Locale } from "../../../shared/i18n/locales";
import { fill, type Messages } from "../../../shared/i18n/messages";

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;

/** Trimmed text that must not be empty; `message` is the only issue an empty or blank value gets. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** Every character that starts a new line somewhere: CR, LF, and Unicode's line and paragraph separators. */
export const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;

/**
 * A one-line field (name, e-mail, phone, subject): each line break becomes a space before any other rule runs, so no
 * value can start a line of the e-mail it goes into. A person cannot type one into a text input (browsers strip or
 * replace them); only a hand-made request can, and it loses nothing by being joined up.
 */
export function requiredLine(message: string) {
  return z
    .string({ error: message })
    .overwrite((value) => value.replace(LINE_BREAKS, " "))
    .trim()
    .min(1, { error: message, abort: true });
}

/** The language a form speaks: its page's locale and that locale's words (shared/i18n/messages). */
export interface FormLanguage {
  locale: Locale;
  messages: Messages;
}

/** A "must be at most {max} characters" message, the limit written as the locale writes numbers. */
export function tooLong({ locale }: FormLanguage, template: string, max: number): string {
  return fill(template, { max: max.toLocaleString(localeFacts[locale].intl) });
}

/** A required name of at most NAME_MAX_LENGTH characters; `required` is the form's own message for an empty one. */
export function requiredName(language: FormLanguage, required: string) {
  return requiredLine(required).max(NAME_MAX_LENGTH, {
    error: tooLong(language, language.messages.invalid_name_too_long, NAME_MAX_LENGTH),
  });
}

/** A required message of at most MESSAGE_MAX_LENGTH characters. */
export function requiredMessage(language: FormLanguage) {
  const { messages } = language;
  return requiredText(messages.invalid_message_required).max(MESSAGE_MAX_LENGTH, {
    error: tooLong(language, messages.invalid_message_too_long, MESSAGE_MAX_LENGTH),
  });
}

/** A required e-mail address: capped before the pattern runs, so a pasted novel never reaches the regex. */
export function requiredEmail(language: FormLanguage, pattern: RegExp, invalid: string) {
  const { messages } = language;
  return requiredLine(messages.invalid_email_required)
    .max(EMAIL_MAX_LENGTH, { error: tooLong(language, messages.invalid_email_too_long, EMAIL_MAX_LENGTH), abort: true })
    .regex(pattern, { error: invalid });
}

/**
 * The plain-text body of an enquiry e-mail: one "Label: value" line per field. A value on several lines (the message,
 * the only field allowed them) goes on under its label with each further line indented by two spaces, so only the
 * labels written here ever start a line: no value can make a line that reads as a field or a header of its own.
 */
export function emailBody(lines: ReadonlyArray<readonly [label: string, value: string]>): string {
  return lines.map(([label, value]) => `${label}: ${value.split(LINE_BREAKS).join("\n  ")}`).join("\n");
}
