import { Fragment, type ReactNode } from "react";

/**
 * A message whose placeholders are elements: "Follow new articles with our {feedLink}." with a link for {feedLink}.
 * The sentence stays one message, so each language orders its words and punctuates it its own way (Chinese ends
 * with 「。」 and puts no space before a link), and the code supplies only the elements. Text placeholders are filled
 * in the same way as elements; a placeholder the code does not supply is a mistake in the message, and stops the
 * prerendering naming it.
 */
export function sentenceParts(template: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  // split() with a capturing group alternates: text, placeholder name, text, ...
  return template.split(/\{(\w+)\}/).map((piece, index) => {
    if (index % 2 === 0) return piece;
    if (!(piece in parts))
      throw new Error(`the message "${template}" names {${piece}}, which its component does not fill in`);
    return <Fragment key={index}>{parts[piece]}</Fragment>;
  });
}

/** `sentenceParts` as a component: `<Sentence template={messages.feed_invite} parts={{ feedLink: <a …/> }} />`. */
export function Sentence({ template, parts }: { template: string; parts: Readonly<Record<string, ReactNode>> }) {
  return <>{sentenceParts(template, parts)}</>;
}
