/** Rules both enquiry forms share. Their limits keep every enquiry within what the relay accepts. */
import { z } from "~/lib/zod";

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;

/** Trimmed text that must not be empty; `message` is the only issue an empty or blank value gets. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

export const nameTooLong = `Name must be at most ${NAME_MAX_LENGTH} characters`;
export const emailTooLong = `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
export const messageTooLong = `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`;

/** A required e-mail address: capped before the pattern runs, so a pasted novel never reaches the regex. */
export function requiredEmail(pattern: RegExp, invalid: string) {
  return requiredText("Email is required")
    .max(EMAIL_MAX_LENGTH, { error: emailTooLong, abort: true })
    .regex(pattern, { error: invalid });
}

/** The plain-text body of an enquiry e-mail: one "Label: value" line per field. */
export function emailBody(lines: ReadonlyArray<readonly [label: string, value: string]>): string {
  return lines.map(([label, value]) => `${label}: ${value}`).join("\n");
}
