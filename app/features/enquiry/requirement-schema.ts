/** The requirement form's rules and messages and the e-mail it sends (docs/product-rules.md: Validation, The enquiry e-mail). */
// Relative imports: the server validates native form posts with this module, and it has no "~" alias.
import { z } from "../../../shared/zod";
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

export const requirementServices = [
  { value: "web-development", label: "Web Development" },
  { value: "mobile-development", label: "Mobile App Development" },
  { value: "ai-ml", label: "AI & Machine Learning" },
  { value: "consulting", label: "Technology Consulting" },
] as const;

/** 'Still evaluating' has a value of its own (the original form reused 5000+ for it). */
export const requirementBudgets = [
  { value: "500-1000", label: "$500 - $1,000" },
  { value: "1000-5000", label: "$1,000 - $5,000" },
  { value: "5000+", label: "$5,000+" },
  { value: "undecided", label: "Still evaluating" },
] as const;

type Option = { readonly value: string; readonly label: string };
const values = <T extends readonly Option[]>(options: T) => options.map((option) => option.value as T[number]["value"]);
const labelOf = (options: readonly Option[], value: string) => options.find((option) => option.value === value)?.label ?? value;

const standardEmail = /^[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$/;
const digitsOnly = /^\d+$/;
const requirementPhone = /^(?:\d{10}|\d{12})$/;

export const requirementSchema = z.object({
  name: requiredLine("Name is required").max(NAME_MAX_LENGTH, { error: nameTooLong }),
  email: requiredEmail(standardEmail, "Invalid email address"),
  phone: requiredLine("Phone number is required")
    .regex(digitsOnly, { error: "Phone number must contain only numbers", abort: true })
    .regex(requirementPhone, { error: "Phone number must be 10 or 12 digits long" }),
  service: z.string().pipe(z.enum(values(requirementServices), { error: "Service is required" })),
  budget: z.string().pipe(z.enum(values(requirementBudgets), { error: "Budget is required" })),
  message: requiredText("Message is required").max(MESSAGE_MAX_LENGTH, { error: messageTooLong }),
});

/** The same rules as native HTML constraints, for the form as it works before (or without) JavaScript. */
export const requirementConstraints = {
  name: { required: true, maxLength: NAME_MAX_LENGTH },
  email: { required: true, maxLength: EMAIL_MAX_LENGTH, pattern: htmlPattern(standardEmail) },
  phone: { required: true, pattern: htmlPattern(requirementPhone) },
  service: { required: true },
  budget: { required: true },
  message: { required: true, maxLength: MESSAGE_MAX_LENGTH },
} as const satisfies Record<keyof RequirementFormInput, NativeConstraints>;

export type RequirementFormInput = z.input<typeof requirementSchema>;
export type RequirementFormValues = z.output<typeof requirementSchema>;

export const requirementDefaults: RequirementFormInput = {
  name: "",
  email: "",
  phone: "",
  service: "",
  budget: "",
  message: "",
};

export function buildRequirementEmail(values: RequirementFormValues) {
  return {
    subject: `New Requirement from ${values.name}`,
    body: emailBody([
      ["Name", values.name],
      ["Email", values.email],
      ["Phone", values.phone],
      ["Service Needed", labelOf(requirementServices, values.service)],
      ["Budget", labelOf(requirementBudgets, values.budget)],
      ["Message", values.message],
    ]),
  };
}
