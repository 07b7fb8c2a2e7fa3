import { useId } from "react";
import { box, hint, labelStyle } from "./image-input";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type Props = { value: string; onChange: (value: string) => void; autoFocus?: boolean };

/**
 * A blog post's text, as Markdown source in a box of many lines. Keystatic's rich editors write Markdown in their
 * own style (Markdoc turns tables into `{% table %}` tags, MDX rewrites every list and table and refuses braces),
 * so an unchanged save would rewrite the posts; this field keeps the text byte for byte.
 */
export function markdownField(label: string, extension = "md") {
  return {
    kind: "form",
    formKind: "content",
    label,
    contentExtension: `.${extension}`,
    defaultValue: () => "",
    Input: (props: Props) => <MarkdownInput {...props} label={label} />,
    parse: (_value: unknown, args: { content?: Uint8Array }) => (args.content ? decoder.decode(args.content) : ""),
    validate: (value: string) => value,
    serialize: (value: string) => ({
      value: undefined,
      content: encoder.encode(value),
      other: new Map(),
      external: new Map(),
    }),
    reader: {
      parse: (_value: unknown, args: { content?: Uint8Array }) => (args.content ? decoder.decode(args.content) : ""),
    },
  };
}

function MarkdownInput({ value, onChange, label }: Props & { label: string }) {
  const id = useId();
  return (
    <div style={box}>
      <label htmlFor={id} style={labelStyle}>
        {label}
      </label>
      <span style={hint}>
        Markdown: a blank line between paragraphs, ## before a heading, - before a list item, **bold**, [link
        text](https://...).
      </span>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={24}
        style={{
          width: "100%",
          font: "14px/1.5 ui-monospace, monospace",
          padding: 8,
          boxSizing: "border-box",
          border: "1px solid #d4d4d8",
          borderRadius: 6,
        }}
      />
    </div>
  );
}
