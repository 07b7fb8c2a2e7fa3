import { z } from "zod";

/**
 * The building blocks of the content's schemas (app/content/schema.ts, app/content/page-schemas.ts): texts with their
 * limits and placeholders, ids, pictures, lists, counts and icons.
 */

/**
 * What the loader reads off a field's schema (z.globalRegistry, so a field says it where it is declared):
 * - `text`: words a visitor reads, which a translation changes. Every other field (order, ids, images, icons, links,
 *   dates, numbers) is the same in every locale's file, and the build refuses a translation where it differs.
 * - `image`: a picture under public/, which the build checks exists.
 * - `counts`: {count} / {Count} in this text is the number of entries of that list ("industries.items", or a folder
 *   collection's name for its number of files).
 * - `fills`: a placeholder the page fills in itself, left as it is.
 */
export interface FieldMeta {
  text?: boolean;
  image?: boolean;
  counts?: string;
  fills?: string;
}

/** The field's meta (above), with what its wrappers (.default(), .optional()) add. */
export function fieldMeta(schema: z.ZodType): FieldMeta {
  return (z.globalRegistry.get(schema) ?? {}) as FieldMeta;
}

/** A text a visitor reads: trimmed, not empty, at most `max` characters; a translation changes it. */
export const text = (max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`),
    })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, {
      error: (issue) =>
        `is ${String((issue.input as string).length)} characters long; at most ${String(max)} are allowed`,
    })
    .meta({ text: true } satisfies FieldMeta);

/** A text whose {count} / {Count} is the number of entries of `list` (see FieldMeta). */
export const counting = (list: string, field: z.ZodString) => field.meta({ counts: list } satisfies FieldMeta);
/** A text holding {name}, which the page fills in itself. */
export const filling = (name: string, field: z.ZodString) => field.meta({ fills: name } satisfies FieldMeta);

/** A page title as search engines and headings show it. */
export const title = text(80);
/** A paragraph. */
export const paragraph = text(1200);

export function typeOf(value: unknown): string {
  if (value === null) return "nothing (null)";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "a group of fields" : `a ${typeof value}`;
}

/** The name of an entry in a list, unique in its list: lowercase words joined by hyphens. */
export const id = z
  .string({
    error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`),
  })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be lowercase words joined by hyphens, e.g. cloud-migration" });

/** An image: a file under public/images (the build checks it exists) and its description for screen readers. */
export const imageSchema = z.object({
  src: z
    .string({
      error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`),
    })
    .regex(/^\/images\/[a-z0-9/._-]+\.(svg|png|jpe?g|webp|avif)$/, {
      error: "must be a file under /images/, e.g. /images/services/web-development.svg",
    })
    .meta({ image: true } satisfies FieldMeta),
  alt: text(200),
});

export const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item, {
      error: (issue) => (issue.input === undefined ? "is required" : `must be a list, not ${typeOf(issue.input)}`),
    })
    .min(min, { error: `needs at least ${String(min)} entries` })
    .max(max, { error: `takes at most ${String(max)} entries` });

export const count = (max: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? "is required" : `must be a number, not ${typeOf(issue.input)}`),
    })
    .int({ error: "must be a whole number" })
    .min(0)
    .max(max);

/** The icons a service may show: each key is mapped to its drawing in app/content/service-icons.ts. */
export const serviceIconKeys = [
  "code-xml",
  "smartphone",
  "pen-tool",
  "brain-circuit",
  "blocks",
  "gamepad-2",
  "bot",
  "chart-scatter",
  "cloud",
  "chart-column",
  "messages-square",
  "cloud-upload",
] as const;
/** The icons of the why-choose-us points. */
export const pointIconKeys = ["cpu", "lightbulb", "messages-square", "shield-check"] as const;
/** The icons of the landing pages' offering cards. */
export const offeringIconKeys = [
  "shopping-cart",
  "users-round",
  "panels-top-left",
  "code-xml",
  "apple",
  "smartphone",
  "layers",
  "tablet-smartphone",
] as const;

export const icon = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.enum(keys, { error: (issue) => `must be one of: ${keys.join(", ")} (got ${JSON.stringify(issue.input)})` });

export type ServiceIconKey = (typeof serviceIconKeys)[number];
export type PointIconKey = (typeof pointIconKeys)[number];
export type OfferingIconKey = (typeof offeringIconKeys)[number];
