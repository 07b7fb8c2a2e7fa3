import { parse, stringify } from "yaml";
import { splitFrontMatter } from "./load-content";

/**
 * The one way content files are written: YAML with two-space indents, no line folding, quotes only where YAML
 * needs them. Every file under content/ is in this form (app/content/content-files.test.ts), so reading a file and
 * writing it back unchanged gives the same bytes: a save that changes nothing changes no byte.
 */
export function formatYaml(data: unknown): string {
  return stringify(data, { lineWidth: 0, indent: 2 });
}

/** A file's text after reading and writing it back unchanged. */
export function rewrite(fileName: string, source: string): string {
  if (fileName.endsWith(".md")) {
    const { yaml, body } = splitFrontMatter(source);
    if (yaml === undefined) return source;
    return `---\n${formatYaml(parse(yaml))}---\n${body}`;
  }
  return formatYaml(parse(source));
}
