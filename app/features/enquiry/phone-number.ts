/**
 * The phone rule both enquiry forms share (docs/product-rules.md, "Phone numbers"), written once: the schemas run it
 * in the browser and on the server, the native `pattern` comes from it, and the e-mail's phone lines are drawn by it.
 *
 * A number is accepted when the spec's own rule for the form accepts it, or when libphonenumber-js reads it as a
 * valid Hong Kong number (typed alone, or after 852, +852 or 00852) or as a valid number of any country written with
 * `+` and its country code. Spaces, hyphens, dots and brackets are separators, dropped before any rule runs.
 *
 * The library runs on its `min` metadata (`core` with `metadata.min.json`): it validates every country's numbers, and
 * it is the smallest set, so the forms' island stays small. Whether a number is a mobile (for the WhatsApp link) needs
 * the full metadata, which only the server loads (phone-type.server.ts).
 */
import { parsePhoneNumberWithError, type PhoneNumber } from "libphonenumber-js/core";
import metadata from "libphonenumber-js/min/metadata";

/** Which form's own rule (the spec's) a number is also measured against. */
export type PhoneForm = "contact" | "requirement";

/** The spec's rules, unchanged, over the number with its separators dropped. */
const specRules: Record<PhoneForm, RegExp> = {
  contact: /^\+?\d{10,15}$/,
  requirement: /^(?:\d{10}|\d{12})$/,
};

/** The characters people put between digits: spaces, hyphens, dots and brackets. */
const separators = /[\s.()-]/g;

/** Hong Kong's dialling prefix from abroad as people write it: 00852 means +852 (00 alone is no one prefix here). */
const hongKongFromAbroad = /^00852/;

/**
 * The length of every Hong Kong number a person gives as theirs. The plan also knows shorter and longer service
 * numbers (9 and four to seven digits), which a visitor types only by dropping or adding a digit by mistake.
 */
const HONG_KONG_DIGITS = 8;

/**
 * Fewest and most digits an accepted number can have, separators aside: the shortest valid international number
 * (+43 and four digits) and the longest (+62 and 17 digits); every Hong Kong form and the spec's rules lie between
 * (phone-number.test.ts checks these against the metadata).
 */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 19;

/**
 * The native `pattern` of both phone fields: digits and separators, an optional leading +, and a count of digits an
 * accepted number can have. It lets through everything the rule accepts, so it never refuses a good number before
 * any script has run; the schema (in the browser, then on the server) decides the rest.
 */
export const phoneShape = new RegExp(
  `^\\s*\\+?[\\s.\\(\\)\\-]*(?:\\d[\\s.\\(\\)\\-]*){${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`,
);

/** The number as typed with its separators dropped: an optional leading + and digits, when that is all it is. */
function compact(typed: string): string {
  return typed.trim().replace(separators, "");
}

/**
 * The number libphonenumber-js reads in what was typed, when it is a valid Hong Kong number of 8 digits (with or
 * without +852) or a valid number of any country (with +); anything else, and anything that is not only digits and
 * separators, is none.
 */
export function readPhone(typed: string): PhoneNumber | undefined {
  const digits = compact(typed).replace(hongKongFromAbroad, "+852");
  if (!/^\+?\d+$/.test(digits)) return undefined;
  try {
    const number = parsePhoneNumberWithError(digits, "HK", metadata);
    const hongKong = number.country === "HK";
    if (!number.isValid() || !(hongKong || digits.startsWith("+"))) return undefined;
    return hongKong && number.nationalNumber.length !== HONG_KONG_DIGITS ? undefined : number;
  } catch {
    return undefined;
  }
}

/**
 * The rule's verdict on a typed number: accepted, or why not. `symbols`: it holds something other than digits,
 * separators and a leading + that makes a valid international number; `length`: it is only digits (and separators),
 * but of no length a valid number, or the spec's rule, has.
 */
export function checkPhone(typed: string, form: PhoneForm): "ok" | "symbols" | "length" {
  const digits = compact(typed);
  if (specRules[form].test(digits) || readPhone(typed)) return "ok";
  return /^\d+$/.test(digits) ? "length" : "symbols";
}

/** Tells whether a valid number (E.164, "+85291234567") is a mobile one; only the server knows (phone-type.server.ts). */
export type MobileTest = (e164: string) => boolean;

/**
 * The e-mail's phone lines for an accepted number: `Phone` as dialled from abroad (international format), with what
 * was typed when that differs; `Call` and, for a mobile, `WhatsApp` links. A number only the spec's rule accepts
 * (which no numbering plan knows) is written as typed, with no link, since no one can tell where it rings.
 */
export function phoneLines(typed: string, isMobile?: MobileTest): Array<readonly [label: string, value: string]> {
  const number = readPhone(typed);
  if (!number) return [["Phone", typed]];
  const international = number.formatInternational();
  const lines: Array<readonly [string, string]> = [
    ["Phone", international === typed ? international : `${international} (typed: ${typed})`],
    ["Call", number.getURI()],
  ];
  if (isMobile?.(number.number)) lines.push(["WhatsApp", `https://wa.me/${number.number.slice(1)}`]);
  return lines;
}
