import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config } from "@keystatic/core";
import { keystaticConfig, type KeystaticApi } from "./keystatic-config";

/**
 * Keystatic's own reading and writing of an entry (parseEntry and serializeEntryToFiles of its UI bundle), for the
 * test that an unchanged save changes no byte and for `npm run content:format`: the bundle does not export them, so
 * a copy of it that does is written beside it (same folder, so its imports resolve).
 */
type Format = { data: "yaml" | "json"; contentField?: { path: string[]; contentExtension: string } };
type Schema = Record<string, { formKind?: string; contentExtension?: string }>;
type KeystaticFiles = {
  parseEntry: (
    args: {
      dirpath: string;
      format: Format;
      schema: Schema;
      slug?: { field: string; slug: string };
      requireFrontmatter?: boolean;
    },
    files: Map<string, Uint8Array>,
  ) => { initialState: unknown; initialFiles: string[] };
  serializeEntryToFiles: (args: {
    basePath: string;
    format: Format;
    schema: Schema;
    state: unknown;
    slug?: { field: string; value: string };
  }) => {
    path: string;
    contents: Uint8Array;
  }[];
};

async function keystaticFiles(): Promise<KeystaticFiles> {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve("@keystatic/core/package.json")), "dist");
  const copy = join(dist, "keystatic-core-ui.entry-files.js");
  const source = `${readFileSync(join(dist, "keystatic-core-ui.js"), "utf8")}\nexport { parseEntry, serializeEntryToFiles };\n`;
  if (!existsSync(copy) || readFileSync(copy, "utf8") !== source) writeFileSync(copy, source);
  return (await import(pathToFileURL(copy).href)) as KeystaticFiles;
}

/**
 * The editor's configuration made with the browser's build of Keystatic, whose fields parse and write Markdown (the
 * build Node resolves leaves that to the browser).
 */
export async function browserConfig(stale: Parameters<typeof keystaticConfig>[2] = []): Promise<Config> {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve("@keystatic/core/package.json")), "dist");
  const api = (await import(pathToFileURL(join(dist, "keystatic-core.js")).href)) as KeystaticApi;
  return keystaticConfig({ kind: "local" }, api, stale);
}

/** Where a repository path's entry is in the editor's configuration. */
function entryOf(config: Config, file: string) {
  for (const [, singleton] of Object.entries(config.singletons ?? {})) {
    const data = (singleton.format as { data?: "yaml" | "json" } | undefined)?.data ?? "yaml";
    if (`${singleton.path!}.${data}` === file)
      return {
        schema: singleton.schema as Schema,
        dirpath: singleton.path!,
        format: { data } as Format,
        slug: undefined,
      };
  }
  for (const [, collection] of Object.entries(config.collections ?? {})) {
    const folder = collection.path!.replace(/\/\*$/, "");
    const match = file.match(/^(.*)\/([^/]+)\.(yaml|md)$/);
    if (!match || match[1] !== folder) continue;
    const schema = collection.schema as Schema;
    const content = Object.entries(schema).find(([, field]) => field.formKind === "content");
    const format: Format = content
      ? { data: "yaml", contentField: { path: [content[0]], contentExtension: content[1].contentExtension! } }
      : { data: "yaml" };
    return {
      schema,
      dirpath: `${folder}/${match[2]!}`,
      format,
      slug: { field: collection.slugField, slug: match[2]! },
    };
  }
  return undefined;
}

/**
 * Reads a content file as the editor does and writes it back unchanged, as the editor's save does: the text the file
 * would hold after saving it with no change. Undefined for a file the editor does not edit.
 */
export async function saveUnchanged(config: Config, file: string, source: string): Promise<string | undefined> {
  const entry = entryOf(config, file);
  if (!entry) return undefined;
  const { parseEntry, serializeEntryToFiles } = await keystaticFiles();
  const dataPath = `${entry.dirpath}${entry.format.contentField ? entry.format.contentField.contentExtension : `.${entry.format.data}`}`;
  const { initialState } = parseEntry(
    { dirpath: entry.dirpath, format: entry.format, schema: entry.schema, slug: entry.slug, requireFrontmatter: true },
    new Map([[dataPath, new TextEncoder().encode(source)]]),
  );
  const written = serializeEntryToFiles({
    basePath: entry.dirpath,
    format: entry.format,
    schema: entry.schema,
    state: initialState,
    slug: entry.slug && { field: entry.slug.field, value: entry.slug.slug },
  });
  const data = written.find((out) => out.path === dataPath);
  if (!data || written.length !== 1)
    throw new Error(`${file}: the editor would write ${written.map((out) => out.path).join(", ")}`);
  return new TextDecoder().decode(data.contents);
}
