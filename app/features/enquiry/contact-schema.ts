/** The contact form's rules and messages and the e-mail it sends (docs/product-rules.md: Validation, The enquiry e-mail). */
import { z } from "../../../shared/zod";
import { RELAY_LIMITS } from "../../../shared/relay-contract";
import {
  emailBody,
  requiredEmail,
  requiredLine,
  requiredMessage,
  requiredName,
  tooLong,
  type FormLanguage,
} from "./field-rules";
import { sharedConstraints, type NativeConstraints } from "./native-constraints";
import { checkPhone, phoneLines, type MobileTest } from "./phone-number";

/** Word characters separated by single dots, hyphens (or a plus before the @), and a top-level domain. */
const wordEmail = /^\w+(?:[.+\-]\w+)*@\w+(?:[.\-]\w+)*\.\w{2,}$/;

/**
 * The contact form's schema in a language; `serviceTitles` are the twelve services' titles in that language, the
 * values its service picker offers.
 */
export function contactSchema(language: FormLanguage, serviceTitles: readonly string[]) {
  const { messages } = language;
  return z.object({
    name: requiredName(language, messages.invalid_full_name_required),
    email: requiredEmail(language, wordEmail, messages.invalid_contact_email),
    phone: requiredLine(messages.invalid_phone_required).refine((phone) => checkPhone(phone, "contact") === "ok", {
      error: messages.invalid_contact_phone,
    }),
    subject: requiredLine(messages.invalid_subject_required).max(RELAY_LIMITS.subject, {
      error: tooLong(language, messages.invalid_subject_too_long, RELAY_LIMITS.subject),
    }),
    service: z
      .string()
      .pipe(z.enum(serviceTitles as [string, ...string[]], { error: messages.invalid_service_from_list })),
    message: requiredMessage(language),
  });
}

/** The same rules as native HTML constraints, for the form as it works before (or without) JavaScript. */
export const contactConstraints = {
  ...sharedConstraints(wordEmail),
  subject: { required: true, maxLength: RELAY_LIMITS.subject },
  service: { required: true },
} as const satisfies Record<keyof ContactFormInput, NativeConstraints>;

export type ContactFormInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactSchema>>;

/** An empty form, with the first service chosen. */
export function contactDefaults(serviceTitles: readonly string[]): ContactFormInput {
  return { name: "", email: "", phone: "", subject: "", service: serviceTitles[0] ?? "", message: "" };
}

/** The e-mail to the agency; `isMobile`, which only the server has, adds a WhatsApp link for a mobile number. */
export function buildContactEmail(values: ContactFormValues, isMobile?: MobileTest) {
  return {
    subject: values.subject,
    body: emailBody([
      ["Name", values.name],
      ["Email", values.email],
      ...phoneLines(values.phone, isMobile),
      ["Service Needed", values.service],
      ["Message", values.message],
    ]),
  };
}
