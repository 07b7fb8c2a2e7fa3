/**
 * The site's enquiry forms as the relay knows them: the feature's registry (posted-forms.server.ts), and nothing
 * typed again here. A form's values are checked by that form's own schema in the page's language, the one the
 * browser runs, once per enquiry, whichever way they came (JSON from the form's script, or the form posted
 * natively); what passes is a typed enquiry, from which the e-mail is composed.
 */
import type { z } from "zod";
import { formLanguage, postedForms, type EnquiryKind } from "../../app/features/enquiry/posted-forms.server";
import { defaultLocale, localeFacts, type Locale } from "../../shared/i18n/locales";

type Forms = typeof postedForms;
export type { EnquiryKind };

/** A form's values once its schema accepted them. */
export type FormFields<Kind extends EnquiryKind> = z.output<ReturnType<Forms[Kind]["schema"]>>;

/** An enquiry from one of the site's forms: which form, the page it was on, its language and its values as typed. */
export type FormEnquiry = {
  [Kind in EnquiryKind]: { kind: Kind; page: string; locale: Locale; fields: FormFields<Kind> };
}[EnquiryKind];

export const isEnquiryKind = (value: unknown): value is EnquiryKind =>
  typeof value === "string" && Object.hasOwn(postedForms, value);

const schemas = new Map<string, z.ZodObject>();

/** The schema of a form in a language, made once, as a plain object schema (its own type depends on the kind). */
function schemaOf(kind: EnquiryKind, locale: Locale): z.ZodObject {
  const key = `${kind}:${locale}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = postedForms[kind].schema(formLanguage(locale)) as z.ZodObject));
  return schema;
}

/** The form's field names, in its order (the same in every language). */
export const fieldNames = (kind: EnquiryKind): string[] => Object.keys(schemaOf(kind, defaultLocale).shape);

/** Each of the form's fields as sent (an empty string for a missing one); anything else is left out. */
export function formValues(
  kind: EnquiryKind,
  valueOf: (name: string) => string | null | undefined,
): Record<string, string> {
  return Object.fromEntries(fieldNames(kind).map((name) => [name, valueOf(name) ?? ""]));
}

export type FormCheck = { ok: true; enquiry: FormEnquiry } | { ok: false; errors: Record<string, string> };

/**
 * The form's own rules over its values, with its messages in `locale`: a typed enquiry, or the first message of
 * each field in error (in field order).
 */
export function checkForm(kind: EnquiryKind, page: string, values: Record<string, string>, locale: Locale): FormCheck {
  const schema = schemaOf(kind, locale);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, enquiry: { kind, page, locale, fields: parsed.data } as FormEnquiry };
  const errors: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === name);
    if (issue) errors[name] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The e-mail a form sends (docs/product-rules.md), from its typed values; Reply-To is the visitor's typed address.
 * It says which language the visitor wrote from, so the reply can be written in it: a `Content-Language` header,
 * and for another language than English a tag before the subject ("[中文] …").
 */
export function formMail(enquiry: FormEnquiry): { subject: string; body: string; replyTo: string; language: string } {
  const compose = postedForms[enquiry.kind].email as (
    fields: FormEnquiry["fields"],
    language: ReturnType<typeof formLanguage>,
  ) => { subject: string; body: string };
  const { subject, body } = compose(enquiry.fields, formLanguage(enquiry.locale));
  const { subjectTag, contentLanguage } = localeFacts[enquiry.locale];
  return {
    subject: subjectTag ? `${subjectTag} ${subject}` : subject,
    body,
    replyTo: enquiry.fields.email,
    language: contentLanguage,
  };
}
