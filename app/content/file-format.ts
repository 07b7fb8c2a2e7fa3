import { dump } from "js-yaml";
import { parse } from "yaml";
import type { z } from "zod";
import { agencyFactsFile, agencyFactsSchema } from "../../shared/agency";
import { splitFrontMatter } from "./load-content";
import { collections } from "./schema";

/**
 * The one way content files are written, which is the way the editor (Keystatic, decision 012) writes them:
 * js-yaml's `dump()` with its defaults (two-space indents, long texts folded at 80 characters into `>-` blocks),
 * fields in the order the schema lists them, empty optional texts left out, dates unquoted. Every file under
 * content/ is in this form (app/content/content-files.test.ts), so saving an entry unchanged in the editor changes
 * no byte (editor/keystatic-save.test.ts). `npm run content:format` puts every file in this form.
 */
export function formatYaml(data: unknown, schema?: z.ZodType): string {
  return dump(schema ? inSchemaOrder(data, schema) : data);
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  format?: string;
  in?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The value as the editor would write it: its object fields in schema order, "" left out, dates as dates. */
function inSchemaOrder(value: unknown, schema: z.ZodType): unknown {
  let def = defOf(schema);
  while (def.innerType || def.in) {
    def = defOf((def.innerType ?? def.in)!);
  }
  if (def.type === "array" && Array.isArray(value) && def.element)
    return value.map((item) => inSchemaOrder(item, def.element!));
  if (def.type === "object" && def.shape && value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = [...Object.keys(def.shape), ...Object.keys(record).filter((key) => !(key in def.shape!))];
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (!(key in record) || record[key] === "" || record[key] === undefined) continue;
      out[key] = key in def.shape ? inSchemaOrder(record[key], def.shape[key]!) : record[key];
    }
    return out;
  }
  if (def.type === "string" && def.format === "date" && typeof value === "string" && /^\d{4}-\d\d-\d\d$/.test(value)) {
    // Keystatic writes a date field as a Date whose text is the day: js-yaml prints it unquoted.
    const date = new Date(value);
    date.toISOString = () => value;
    return date;
  }
  return value;
}

/** The schema of a repository path under content/, if it belongs to a collection or is the agency's facts. */
export function schemaOf(fileName: string): z.ZodType | undefined {
  if (fileName === agencyFactsFile) return agencyFactsSchema;
  const rest = fileName.replace(/^content\/[^/]+\//, "");
  for (const spec of Object.values(collections)) {
    if (
      "file" in spec
        ? rest === spec.file
        : rest.startsWith(`${spec.folder}/`) &&
          rest.endsWith(spec.ext) &&
          !rest.slice(spec.folder.length + 1).includes("/")
    )
      return spec.schema;
  }
  return undefined;
}

/** A file's text after reading and writing it back unchanged. */
export function rewrite(fileName: string, source: string): string {
  const schema = schemaOf(fileName);
  // JSON as the editor writes it: two-space indents, fields in schema order, a closing newline.
  if (fileName.endsWith(".json"))
    return `${JSON.stringify(schema ? inSchemaOrder(JSON.parse(source), schema) : JSON.parse(source), null, 2)}\n`;
  if (fileName.endsWith(".md")) {
    const { yaml, body } = splitFrontMatter(source);
    if (yaml === undefined) return source;
    return `---\n${formatYaml(parse(yaml), schema)}---\n${body}`;
  }
  return formatYaml(parse(source), schema);
}
