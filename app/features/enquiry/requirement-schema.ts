/** The requirement form's rules and messages and the e-mail it sends (docs/product-rules.md: Validation, The enquiry e-mail). */
import { z } from "../../../shared/zod";
import type { MessageKey, Messages } from "../../../shared/i18n/messages";
import {
  emailBody,
  requiredEmail,
  requiredLine,
  requiredMessage,
  requiredName,
  type FormLanguage,
} from "./field-rules";
import { sharedConstraints, type NativeConstraints } from "./native-constraints";
import { checkPhone, phoneLines, type MobileTest } from "./phone-number";

/** The options' values are what the form posts; their labels are messages, in the page's language. */
export const requirementServices = [
  { value: "web-development", label: "option_web_development" },
  { value: "mobile-development", label: "option_mobile_development" },
  { value: "ai-ml", label: "option_ai_ml" },
  { value: "consulting", label: "option_consulting" },
] as const satisfies readonly Option[];

/** 'Still evaluating' has a value of its own (the original form reused 5000+ for it). */
export const requirementBudgets = [
  { value: "500-1000", label: "option_budget_small" },
  { value: "1000-5000", label: "option_budget_medium" },
  { value: "5000+", label: "option_budget_large" },
  { value: "undecided", label: "option_budget_undecided" },
] as const satisfies readonly Option[];

type Option = { readonly value: string; readonly label: MessageKey };
const values = <T extends readonly Option[]>(options: T) => options.map((option) => option.value as T[number]["value"]);

/** The options of a list as a select draws them, labelled in a language. */
export function optionsIn(messages: Messages, options: readonly Option[]) {
  return options.map((option) => ({ value: option.value, label: messages[option.label] }));
}
const labelOf = (messages: Messages, options: readonly Option[], value: string) => {
  const option = options.find((candidate) => candidate.value === value);
  return option ? messages[option.label] : value;
};

const standardEmail = /^[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$/;

/** The requirement form's schema in a language. */
export function requirementSchema(language: FormLanguage) {
  const { messages } = language;
  return z.object({
    name: requiredName(language, messages.invalid_name_required),
    email: requiredEmail(language, standardEmail, messages.invalid_requirement_email),
    phone: requiredLine(messages.invalid_phone_required)
      .refine((phone) => checkPhone(phone, "requirement") !== "symbols", {
        error: messages.invalid_phone_digits,
        abort: true,
      })
      .refine((phone) => checkPhone(phone, "requirement") === "ok", { error: messages.invalid_phone_length }),
    service: z.string().pipe(z.enum(values(requirementServices), { error: messages.invalid_service_required })),
    budget: z.string().pipe(z.enum(values(requirementBudgets), { error: messages.invalid_budget_required })),
    message: requiredMessage(language),
  });
}

/** The same rules as native HTML constraints, for the form as it works before (or without) JavaScript. */
export const requirementConstraints = {
  ...sharedConstraints(standardEmail),
  service: { required: true },
  budget: { required: true },
} as const satisfies Record<keyof RequirementFormInput, NativeConstraints>;

export type RequirementFormInput = z.input<ReturnType<typeof requirementSchema>>;
export type RequirementFormValues = z.output<ReturnType<typeof requirementSchema>>;

export const requirementDefaults: RequirementFormInput = {
  name: "",
  email: "",
  phone: "",
  service: "",
  budget: "",
  message: "",
};

/**
 * The e-mail to the agency; the chosen options read as the visitor saw them, in the page's language. `isMobile`, which
 * only the server has, adds a WhatsApp link for a mobile number (phone-number.ts, phoneLines).
 */
export function buildRequirementEmail(
  values: RequirementFormValues,
  { messages }: FormLanguage,
  isMobile?: MobileTest,
) {
  return {
    subject: `New Requirement from ${values.name}`,
    body: emailBody([
      ["Name", values.name],
      ["Email", values.email],
      ...phoneLines(values.phone, isMobile),
      ["Service Needed", labelOf(messages, requirementServices, values.service)],
      ["Budget", labelOf(messages, requirementBudgets, values.budget)],
      ["Message", values.message],
    ]),
  };
}
