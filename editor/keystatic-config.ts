import * as keystatic from "@keystatic/core";
import type { Config } from "@keystatic/core";
import { z } from "zod";
import { defaultLocale, locales, localePath } from "../app/config/locales";
import { collections, type CollectionSpec } from "../app/content/schema";
import { imageSchema } from "../app/content/schema-fields";
import { agencyFactsFile, agencyFactsSchema } from "../shared/agency";
import { site } from "../shared/site";
import { markdownField } from "./markdown-field";
import { ImageInput, type ImageInputProps, type ImageValue } from "./image-input";
import type { StaleTranslation } from "../app/content/translation-record";
import { STALE_SUFFIX, translationNotice } from "./translation-notice";

/**
 * The editor's configuration, generated from the registry of app/content/schema.ts and the locales of
 * app/config/locales.ts (decision 012): each collection of `collections` appears once per locale, with no
 * configuration written by hand. A file of its own (`file:`) is a Keystatic singleton, a folder (`folder:`) a
 * Keystatic collection whose file names are the entries' addresses. The default locale's keep the collection's
 * name (`faqs`); another locale's add its code (`faqs_zhhk`). The agency's facts, the same in every language
 * (content/agency.json), are one more singleton.
 *
 * The mapping goes through the schema's JSON Schema form (`z.toJSONSchema`), which states what the editor can check
 * as the user types (lengths, number ranges, patterns, the icon lists); the build's own check (load-content.ts) stays
 * the last word.
 */

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  enum?: string[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** The parts of Keystatic's API the configuration is made with (the browser's or Node's build of it). */
export type KeystaticApi = Pick<typeof keystatic, "collection" | "config" | "fields" | "singleton">;
type AnyField = Parameters<typeof keystatic.fields.object>[0][string];
/** Set by keystaticConfig for the mappers below. */
let fields: KeystaticApi["fields"] = keystatic.fields;

const imagePattern = (z.toJSONSchema(imageSchema.shape.src) as Json).pattern;

/** "subServices" -> "Sub services", "seo" -> "SEO", "seoTitle" -> "SEO title". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  if (words.startsWith("seo ")) return `SEO ${words.slice(4)}`;
  const known: Record<string, string> = {
    seo: "SEO",
    faqs: "FAQs",
    "duration ms": "Duration (milliseconds)",
    "cover alt": "Cover description (alt text)",
    alt: "Description (alt text)",
    src: "Picture",
  };
  return known[words] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields whose value names an array entry in the editor's list, first found wins. */
const ITEM_LABELS = ["title", "question", "name", "heading", "label", "id"];

/** Texts of 160 characters or more (summaries, descriptions for search results) get a box of several lines. */
const multiline = (schema: Json) => (schema.maxLength ?? 0) >= 160;

function textField(label: string, schema: Json, required: boolean): AnyField {
  return fields.text({
    label,
    multiline: multiline(schema),
    validation: {
      isRequired: required && (schema.minLength ?? 0) > 0 ? true : undefined,
      // An optional text left empty is left out of the file (Keystatic writes no key for ""), so its least length
      // holds only for a required one.
      length: { min: required ? schema.minLength : undefined, max: schema.maxLength },
      pattern:
        schema.pattern && required
          ? { regex: new RegExp(schema.pattern), message: `must match ${schema.pattern}` }
          : undefined,
    },
  } as Parameters<typeof fields.text>[0]);
}

/** The folder under public/images/ an uploaded picture of this collection goes to. */
export type FieldContext = { imageFolder: string };

export function fieldOf(key: string, schema: Json, required: boolean, context: FieldContext): AnyField {
  const label = labelOf(key);
  if (schema.anyOf) {
    // "" or an address: a text that may stay empty.
    const texts = schema.anyOf.filter((option) => option.const !== "");
    return textField(label, { ...(texts[0] ?? {}), minLength: 0 }, false);
  }
  if (schema.enum)
    return fields.select({
      label,
      options: schema.enum.map((value) => ({ label: value, value })),
      defaultValue: schema.enum[0]!,
    });
  switch (schema.type) {
    case "string":
      if (schema.format === "date") return fields.date({ label, validation: { isRequired: required } });
      if (schema.pattern === imagePattern) return imageField(label, context);
      return textField(label, schema, required && schema.default === undefined);
    case "integer":
    case "number":
      return fields.integer({ label, validation: { isRequired: required, min: schema.minimum, max: schema.maximum } });
    case "array": {
      const item = schema.items ?? {};
      const element = fieldOf(key.replace(/s$/, ""), item, true, context);
      const labelKey = item.properties
        ? ITEM_LABELS.find((name) => item.properties?.[name]?.type === "string")
        : undefined;
      return fields.array(element, {
        label,
        validation: { length: { min: schema.minItems, max: schema.maxItems } },
        itemLabel: (props: { value?: unknown; fields?: Record<string, { value: unknown }> }) =>
          String((labelKey ? props.fields?.[labelKey]?.value : props.value) ?? ""),
      } as Parameters<typeof fields.array>[1]);
    }
    case "object":
      return fields.object(objectFields(schema, context), { label });
    default:
      throw new Error(`the editor has no field for ${key} (${JSON.stringify(schema)})`);
  }
}

export function objectFields(schema: Json, context: FieldContext): Record<string, AnyField> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [
      key,
      fieldOf(key, value, required.has(key), context),
    ]),
  );
}

/**
 * An image path (/images/...). Keystatic's own image field renames every picture after its field and entry on save
 * and looks pictures up under a folder named after the entry, which would move the existing pictures: this field
 * keeps a path as it is and only writes a file when a picture is uploaded, to public/images/<folder>/ (plus
 * /<entry>/ in a folder collection, where Keystatic adds the entry's name).
 */
function imageField(label: string, context: FieldContext): AnyField {
  const directory = `public/images/${context.imageFolder}`;
  return {
    kind: "form",
    formKind: "asset",
    label,
    Input: (props: ImageInputProps) => ImageInput({ ...props, label }),
    defaultValue: () => null,
    directory,
    filename: () => undefined,
    parse: (value: unknown) => (typeof value === "string" ? value : null),
    validate(value: ImageValue) {
      if (value === null) throw new Error(`${label} is required`);
      return value;
    },
    serialize(value: ImageValue, args: { slug?: string }) {
      if (value === null) return { value: undefined, asset: undefined };
      if (typeof value === "string") return { value, asset: undefined };
      const filename = value.filename.toLowerCase().replace(/[^a-z0-9._-]+/g, "-");
      const folder = `/images/${context.imageFolder}${args.slug === undefined ? "" : `/${args.slug}`}`;
      return { value: `${folder}/${filename}`, asset: { filename, content: value.data } };
    },
    reader: { parse: (value: unknown) => (typeof value === "string" ? value : null) },
  } as unknown as AnyField;
}

/** The editor's key of a collection in a locale: its name in the default locale, `<name>_<code>` in another. */
export function editorKey(name: string, locale: string): string {
  return locale === defaultLocale ? name : `${name}_${locale.replace(/[^a-z0-9]/gi, "")}`;
}

/** The singleton of the agency's facts (content/agency.json). */
export const AGENCY_FACTS = "agencyFacts";

/**
 * The Keystatic configuration of every collection in `collections`, in every locale, and of the agency's facts;
 * storage is local unless `storage` says GitHub. `stale` names the translations whose English changed since they
 * were translated (app/content/translation-record.ts): their labels and forms say so (./translation-notice.tsx).
 */
export function keystaticConfig(
  storage: Config["storage"] = { kind: "local" },
  api: KeystaticApi = keystatic,
  stale: readonly StaleTranslation[] = [],
): Config {
  const { config, singleton } = api;
  fields = api.fields;
  const singletons: Record<string, ReturnType<typeof singleton>> = {};
  const folders: Record<string, ReturnType<KeystaticApi["collection"]>> = {};
  const navigation: Record<string, string[]> = {};
  for (const locale of locales) {
    const keys = (navigation[locale.label] = [] as string[]);
    for (const [name, spec] of Object.entries(collections) as [string, CollectionSpec][]) {
      const key = editorKey(name, locale.code);
      keys.push(key);
      const behind = stale.filter(
        (each) =>
          each.locale === locale.code &&
          ("file" in spec ? each.name === spec.file : each.name.startsWith(`${spec.folder}/`)),
      );
      const made = collectionOf(api, name, spec, `content/${locale.code}`, locale.code, behind);
      if ("folder" in spec) folders[key] = made as ReturnType<KeystaticApi["collection"]>;
      else singletons[key] = made as ReturnType<typeof singleton>;
    }
  }
  const facts = z.toJSONSchema(agencyFactsSchema, { io: "input", unrepresentable: "any" }) as Json;
  singletons[AGENCY_FACTS] = singleton({
    label: "Agency facts (every language)",
    path: agencyFactsFile.replace(/\.json$/, ""),
    format: { data: "json" },
    schema: objectFields(facts, { imageFolder: "brand" }),
  });
  navigation["Every language"] = [AGENCY_FACTS];
  return config({
    storage,
    collections: folders,
    singletons,
    ui: { brand: { name: site.brand }, navigation },
  }) as unknown as Config;
}

/** One collection of the registry in one locale: a Keystatic singleton or collection. */
function collectionOf(
  api: KeystaticApi,
  name: string,
  spec: CollectionSpec,
  dir: string,
  locale: string,
  stale: readonly StaleTranslation[],
) {
  const { collection, singleton } = api;
  const json = z.toJSONSchema(spec.schema, { io: "input", unrepresentable: "any" }) as Json;
  const label = labelOf(name) + (stale.length > 0 ? STALE_SUFFIX : "");
  // The note on a translation behind its English comes first in its form, and is never written to the file.
  const notice = (): Record<string, AnyField> =>
    stale.length > 0 ? { translationNotice: translationNotice(stale) as unknown as AnyField } : {};
  if ("file" in spec) {
    const context = { imageFolder: spec.file.replace(/\.yaml$/, "").replace(/\//g, "-") };
    return singleton({
      label,
      path: `${dir}/${spec.file.replace(/\.yaml$/, "")}`,
      format: { data: "yaml" },
      schema: { ...notice(), ...objectFields(json, context) },
    });
  }
  const context = { imageFolder: spec.folder };
  const schema = { ...notice(), ...objectFields(json, context) };
  // The entry's name field doubles as the file name of a new entry (Keystatic's slug field).
  const slugField = ["title", "headline", "name"].find((key) => json.properties?.[key]?.type === "string");
  if (!slugField)
    throw new Error(`collection ${name}: the editor needs a title, headline or name field to name new files`);
  const nameSchema = json.properties![slugField]!;
  schema[slugField] = fields.slug({
    name: {
      label: labelOf(slugField),
      validation: { length: { min: nameSchema.minLength ?? 1, max: nameSchema.maxLength } },
    },
    slug: {
      label: "Address (file name)",
      description: "Lowercase words joined by hyphens; the page's address ends with it.",
    },
  });
  const markdown = spec.ext === ".md";
  if (markdown) schema.body = markdownField("Text") as unknown as AnyField;
  return collection({
    label,
    path: `${dir}/${spec.folder}/*`,
    slugField: slugField as never,
    format: markdown ? { data: "yaml", contentField: "body" as never } : { data: "yaml" },
    // The entry's page on the site (under /<code> in another locale than the default: app/config/locales.ts).
    ...(spec.page ? { previewUrl: localePath(locale, spec.page("{slug}")) } : {}),
    schema,
  });
}
