import type { z } from "zod";
import { fieldMeta, type FieldMeta } from "./schema-fields";

/**
 * A file's data walked alongside its schema: every value that is not a group of fields or a list (a leaf), with its
 * path and what its schema says of it (./schema.ts, FieldMeta). The checks that apply to a kind of field (images
 * that must exist, texts a translation may change, placeholders) find their fields this way, from the schema, rather
 * than from a list of collections kept by hand.
 */
export interface Leaf {
  path: (string | number)[];
  value: unknown;
  meta: FieldMeta;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function walkFields(
  schema: z.ZodType,
  value: unknown,
  visit: (leaf: Leaf) => void,
  path: (string | number)[] = [],
  outer: FieldMeta = {},
): void {
  const meta = { ...outer, ...fieldMeta(schema) };
  const def = defOf(schema);
  if (def.innerType || (def.type === "pipe" && def.in))
    return walkFields((def.innerType ?? def.in)!, value, visit, path, meta);
  if (def.type === "union" && def.options) {
    const option = def.options.find((candidate) => candidate.safeParse(value).success) ?? def.options[0]!;
    return walkFields(option, value, visit, path, meta);
  }
  if (def.type === "object" && def.shape) {
    const record = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
    for (const [key, field] of Object.entries(def.shape)) walkFields(field, record[key], visit, [...path, key], {});
    return;
  }
  if (def.type === "array" && def.element) {
    if (Array.isArray(value))
      value.forEach((item, index) => walkFields(def.element!, item, visit, [...path, index], {}));
    return;
  }
  visit({ path, value, meta });
}

/** The lists in a file's data with their paths ("items", "services.cards"), for the checks on whole lists. */
export function walkLists(
  schema: z.ZodType,
  value: unknown,
  visit: (path: (string | number)[], items: unknown[]) => void,
  path: (string | number)[] = [],
): void {
  const def = defOf(schema);
  if (def.innerType || (def.type === "pipe" && def.in))
    return walkLists((def.innerType ?? def.in)!, value, visit, path);
  if (def.type === "object" && def.shape && value !== null && typeof value === "object") {
    for (const [key, field] of Object.entries(def.shape))
      walkLists(field, (value as Record<string, unknown>)[key], visit, [...path, key]);
  } else if (def.type === "array" && def.element && Array.isArray(value)) {
    visit(path, value);
    value.forEach((item, index) => walkLists(def.element!, item, visit, [...path, index]));
  }
}
