/** The contact form's rules and messages and the e-mail it sends (docs/product-rules.md: Validation, The enquiry e-mail). */
// Relative imports: the server validates native form posts with this module, and it has no "~" alias.
import { z } from "../../../shared/zod";
import { services } from "../../content/services";
import { RELAY_LIMITS } from "../../../shared/relay-contract";
import {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  emailBody,
  htmlPattern,
  messageTooLong,
  nameTooLong,
  requiredEmail,
  requiredLine,
  requiredText,
  type NativeConstraints,
} from "./field-rules";

export const contactServiceTitles = services.map((service) => service.title);

/** Word characters separated by single dots, hyphens (or a plus before the @), and a top-level domain. */
const wordEmail = /^\w+(?:[.+\-]\w+)*@\w+(?:[.\-]\w+)*\.\w{2,}$/;
const contactPhone = /^\+?\d{10,15}$/;

export const contactSchema = z.object({
  name: requiredLine("Full name is required").max(NAME_MAX_LENGTH, { error: nameTooLong }),
  email: requiredEmail(wordEmail, "Entered email is invalid"),
  phone: requiredLine("Phone number is required").regex(contactPhone, { error: "Entered phone number is invalid" }),
  subject: requiredLine("Subject is required").max(RELAY_LIMITS.subject, {
    error: `Subject must be at most ${RELAY_LIMITS.subject} characters`,
  }),
  service: z.string().pipe(z.enum(contactServiceTitles, { error: "Choose a service from the list" })),
  message: requiredText("Message is required").max(MESSAGE_MAX_LENGTH, { error: messageTooLong }),
});

/** The same rules as native HTML constraints, for the form as it works before (or without) JavaScript. */
export const contactConstraints = {
  name: { required: true, maxLength: NAME_MAX_LENGTH },
  email: { required: true, maxLength: EMAIL_MAX_LENGTH, pattern: htmlPattern(wordEmail) },
  phone: { required: true, pattern: htmlPattern(contactPhone) },
  subject: { required: true, maxLength: RELAY_LIMITS.subject },
  service: { required: true },
  message: { required: true, maxLength: MESSAGE_MAX_LENGTH },
} as const satisfies Record<keyof ContactFormInput, NativeConstraints>;

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;

export const contactDefaults: ContactFormInput = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  service: contactServiceTitles[0] ?? "",
  message: "",
};

export function buildContactEmail(values: ContactFormValues) {
  return {
    subject: values.subject,
    body: emailBody([
      ["Name", values.name],
      ["Email", values.email],
      ["Phone", values.phone],
      ["Service Needed", values.service],
      ["Message", values.message],
    ]),
  };
}
