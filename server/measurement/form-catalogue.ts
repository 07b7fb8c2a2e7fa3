/**
 * What a refusal may be, derived from the forms' own schemas (app/features/enquiry/posted-forms.server.ts) and
 * nothing typed again here: each form, its fields, and for each field the messages its rules can show, as message
 * ids (shared/i18n/messages) with their text in every language and in English.
 *
 * Each field's messages are read from its schema: every rule's `error`, in the order the rules were written. The
 * same schema built three ways lines them up: with every message standing for its own id, and in each language.
 * A message shown to a visitor (its text, in the page's language) is thus matched to its id exactly, and only a
 * message a field can really show is one; anything else is no refusal.
 */
import { formLanguage, postedForms, type EnquiryKind } from "../../app/features/enquiry/posted-forms.server";
import { locales, type Locale } from "../../shared/i18n/locales";
import type { MessageKey, Messages } from "../../shared/i18n/messages";

export const FORM_KINDS = Object.keys(postedForms) as EnquiryKind[];

export const isFormKind = (value: unknown): value is EnquiryKind =>
  typeof value === "string" && Object.hasOwn(postedForms, value);

export interface FieldMessage {
  id: MessageKey;
  /** The English text, whichever language the visitor saw (the dashboard, stats.json). */
  english: string;
  /** The text in each language, as the form shows it. */
  text: Record<Locale, string>;
}

/** A zod schema's innards, as far as reading its messages needs them. */
interface SchemaNode {
  _zod?: { def?: SchemaDef };
}
interface SchemaDef {
  error?: (issue: unknown) => unknown;
  checks?: SchemaNode[];
  in?: SchemaNode;
  out?: SchemaNode;
  innerType?: SchemaNode;
}

/** Every message of a field's rules, in the order they were written (a message given twice, once). */
export function messagesOf(node: SchemaNode | undefined, found: string[] = []): string[] {
  const def = node?._zod?.def;
  if (!def) return found;
  if (typeof def.error === "function") {
    const text = def.error({});
    if (typeof text === "string" && !found.includes(text)) found.push(text);
  }
  for (const check of def.checks ?? []) messagesOf(check, found);
  for (const inner of [def.innerType, def.in, def.out]) messagesOf(inner, found);
  return found;
}

type Shape = Record<string, SchemaNode>;
const shapeOf = (kind: EnquiryKind, locale: Locale, messages: Messages) =>
  (postedForms[kind].schema({ locale, messages }) as unknown as { shape: Shape }).shape;

/** Every message standing for its own id: a schema built with them shows the ids as its messages. */
const ids = new Proxy({} as Messages, { get: (_, key) => String(key) });

function catalogueOf(kind: EnquiryKind): Map<string, FieldMessage[]> {
  const keyed = shapeOf(kind, "en", ids);
  const inLanguage = Object.fromEntries(
    locales.map((locale) => [locale, shapeOf(kind, locale, formLanguage(locale).messages)]),
  ) as Record<Locale, Shape>;
  const fields = new Map<string, FieldMessage[]>();
  for (const [field, node] of Object.entries(keyed)) {
    const keys = messagesOf(node) as MessageKey[];
    const texts = Object.fromEntries(
      locales.map((locale) => [locale, messagesOf(inLanguage[locale][field])]),
    ) as Record<Locale, string[]>;
    for (const locale of locales)
      if (texts[locale].length !== keys.length)
        throw new Error(`The ${kind} form's ${field} field has other messages in ${locale} than its rules name`);
    fields.set(
      field,
      keys.map((id, index) => ({
        id,
        english: texts.en[index]!,
        text: Object.fromEntries(locales.map((locale) => [locale, texts[locale][index]!])) as Record<Locale, string>,
      })),
    );
  }
  return fields;
}

/** Each form's fields and their messages, made once, when first asked for. */
let catalogue: Map<EnquiryKind, Map<string, FieldMessage[]>> | null = null;

export function formCatalogue(): Map<EnquiryKind, Map<string, FieldMessage[]>> {
  catalogue ??= new Map(FORM_KINDS.map((kind) => [kind, catalogueOf(kind)]));
  return catalogue;
}

/** The message of a form's field that reads `text` in `language`, or null when the field shows no such message. */
export function fieldMessage(kind: EnquiryKind, field: string, language: Locale, text: string): FieldMessage | null {
  return (
    formCatalogue()
      .get(kind)
      ?.get(field)
      ?.find((message) => message.text[language] === text) ?? null
  );
}

/** The English text of a form's field's message id, or the id itself when the field no longer has it. */
export function englishOf(kind: string, field: string, id: string): string {
  if (!isFormKind(kind)) return id;
  return (
    formCatalogue()
      .get(kind)
      ?.get(field)
      ?.find((message) => message.id === id)?.english ?? id
  );
}
