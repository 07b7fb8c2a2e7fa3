/**
 * The site's enquiry forms as the relay knows them: the feature's registry (posted-forms.server.ts), and nothing
 * typed again here. A form's values are checked by that form's own schema, the one the browser runs, once per
 * enquiry, whichever way they came (JSON from the form's script, or the form posted natively); what passes is a
 * typed enquiry, from which the e-mail is composed.
 */
import type { z } from "zod";
import { postedForms, type EnquiryKind } from "../../app/features/enquiry/posted-forms.server";

type Forms = typeof postedForms;
export type { EnquiryKind };

/** A form's values once its schema accepted them. */
export type FormFields<Kind extends EnquiryKind> = z.output<Forms[Kind]["schema"]>;

/** An enquiry from one of the site's forms: which form, the page it was on, and its values as typed. */
export type FormEnquiry = { [Kind in EnquiryKind]: { kind: Kind; page: string; fields: FormFields<Kind> } }[EnquiryKind];

export const isEnquiryKind = (value: unknown): value is EnquiryKind => typeof value === "string" && Object.hasOwn(postedForms, value);

/** The schema of a form, as a plain object schema (its own type depends on the kind). */
const schemaOf = (kind: EnquiryKind): z.ZodObject => postedForms[kind].schema;

/** The form's field names, in its order. */
export const fieldNames = (kind: EnquiryKind): string[] => Object.keys(schemaOf(kind).shape);

/** Each of the form's fields as sent (an empty string for a missing one); anything else is left out. */
export function formValues(kind: EnquiryKind, valueOf: (name: string) => string | null | undefined): Record<string, string> {
  return Object.fromEntries(fieldNames(kind).map((name) => [name, valueOf(name) ?? ""]));
}

export type FormCheck = { ok: true; enquiry: FormEnquiry } | { ok: false; errors: Record<string, string> };

/** The form's own rules over its values: a typed enquiry, or the first message of each field in error (in field order). */
export function checkForm(kind: EnquiryKind, page: string, values: Record<string, string>): FormCheck {
  const schema = schemaOf(kind);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, enquiry: { kind, page, fields: parsed.data } as FormEnquiry };
  const errors: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === name);
    if (issue) errors[name] = issue.message;
  }
  return { ok: false, errors };
}

/** The e-mail a form sends (docs/product-rules.md), from its typed values; Reply-To is the visitor's typed address. */
export function formMail(enquiry: FormEnquiry): { subject: string; body: string; replyTo: string } {
  const compose = postedForms[enquiry.kind].email as (fields: FormEnquiry["fields"]) => { subject: string; body: string };
  return { ...compose(enquiry.fields), replyTo: enquiry.fields.email };
}
