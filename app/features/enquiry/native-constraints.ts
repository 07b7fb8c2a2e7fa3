/**
 * The enquiry forms' rules as native HTML constraints (required, maxlength, pattern), for the forms as they work before
 * (or without) JavaScript: made from the same constants and patterns as the zod rules of field-rules.ts.
 */
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from "./field-rules";
import { phoneShape } from "./phone-number";

/** The native constraints of one field, as the props of its control. */
export interface NativeConstraints {
  required: true;
  maxLength?: number;
  pattern?: string;
}

/**
 * The native constraints of the fields both forms have, the same rules as requiredName, requiredEmail (with the form's
 * own `emailPattern`), the phone number's shape (phone-number.ts) and requiredMessage.
 */
export function sharedConstraints(emailPattern: RegExp) {
  return {
    name: { required: true, maxLength: NAME_MAX_LENGTH },
    email: { required: true, maxLength: EMAIL_MAX_LENGTH, pattern: htmlPattern(emailPattern) },
    phone: { required: true, pattern: htmlPattern(phoneShape) },
    message: { required: true, maxLength: MESSAGE_MAX_LENGTH },
  } as const satisfies Record<string, NativeConstraints>;
}

/**
 * A schema's anchored pattern as the value of an HTML `pattern` attribute, which the browser anchors itself and
 * compiles with the `v` flag. So the pattern must have no flags and only what `v` accepts (a hyphen inside a
 * class escaped, `\-`); a pattern that breaks either rule fails here, at build time, rather than being ignored by
 * the browser.
 */
export function htmlPattern(pattern: RegExp): string {
  if (pattern.flags !== "") throw new Error(`An HTML pattern has no flags: ${pattern}`);
  const { source } = pattern;
  if (!source.startsWith("^") || !source.endsWith("$")) throw new Error(`Expected an anchored pattern: ${pattern}`);
  const inner = source.slice(1, -1);
  new RegExp(inner, "v");
  return inner;
}
