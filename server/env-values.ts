/**
 * How server/env.ts declares a variable (`setting`, `optionalSetting`, with its documentation) and the parsers of
 * the values: each parser gives the value, or throws a Problem whose text follows "Invalid NAME: " in the message
 * that names the variable.
 */
import { isIP } from "node:net";
import { z } from "zod";
import { site } from "../shared/site";
import { DAY_MS } from "../shared/time";

export type Group =
  "Server" | "Mail" | "Delivery" | "Rate limit" | "External relay" | "Measurement and dashboard" | "Content editor";

export interface VariableDoc {
  group: Group;
  /** What it does, one sentence or two; Markdown (backticks) allowed. */
  meaning: string;
  /** The value used when it is unset, exactly as `.env.example` writes it; absent: unset means off. */
  default?: string;
  /** How the docs show the default when the literal value would say less (one computed from another). */
  shownDefault?: string;
  /** Read when the site is built (pages are prerendered), not only when the server starts. */
  build?: boolean;
}

/** The documentation of each variable's schema: the docs and `.env.example` are written from it. */
export const variableDocs = z.registry<VariableDoc>();

function parsed<T>(value: string, parse: (value: string) => T, ctx: z.RefinementCtx): T {
  try {
    return parse(value);
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    ctx.addIssue({ code: "custom", message: error.message });
    return z.NEVER;
  }
}

/**
 * A variable with a default. Its input is the trimmed value, or undefined when unset or empty (`PORT=` in an
 * env file means "the default", like no line at all); the default goes through the same parser.
 */
export function setting<T>(doc: VariableDoc & { default: string }, parse: (value: string) => T) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => parsed(value ?? doc.default, parse, ctx))
    .register(variableDocs, doc);
}

/** A variable whose absence means "off", or a default that depends on another variable: unset gives null. */
export function optionalSetting<T>(doc: VariableDoc, parse: (value: string) => T) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => (value === undefined ? null : parsed(value, parse, ctx)))
    .register(variableDocs, doc);
}

/** A parser's refusal: the text after "Invalid NAME: ". */
export class Problem extends Error {}
export const problem = (text: string): never => {
  throw new Problem(text);
};

/** The value as it appears in a message: quoted, escaped onto one line, not too long. */
export function shown(value: string): string {
  const cut = value.length > 80 ? `${value.slice(0, 77)}...` : value;
  return JSON.stringify(cut);
}

export const integer = (min: number, max: number, what: string) => (raw: string) => {
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : problem(`${shown(raw)} is not ${what}`);
};

const emailSchema = z.email();
export const isEmail = (value: string) => emailSchema.safeParse(value).success;

/** The origin of an http(s) URL without credentials. */
export function httpOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem(`${shown(raw)} is not an http(s) URL`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
    return problem(`${shown(raw)} is not an http(s) URL`);
  }
  return url.origin;
}

/** A URL of one of these schemes, with a host. Such values are never echoed: they usually carry a password. */
function isServiceUrl(raw: string, protocols: string[]): boolean {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

export const serviceUrl = (protocols: string[], expected: string) => (raw: string) =>
  isServiceUrl(raw, protocols) ? raw : problem(`expected ${expected} (value not shown, it may hold a password)`);

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(value: string): boolean {
  if (PROXY_KEYWORDS.has(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export function trustProxy(raw: string): number | string[] {
  // "true" would believe any X-Forwarded-For, so anyone could choose their own rate-limit key.
  if (/^\d+$/.test(raw)) return integer(1, 10, "a number of proxy hops (1-10) or a list of addresses")(raw);
  const addresses = raw.split(",").map((item) => item.trim());
  const bad = addresses.find((item) => !isAddressOrSubnet(item));
  return bad === undefined
    ? addresses
    : problem(
        `${shown(bad)} is not a number of proxy hops, an address or a subnet (expected e.g. 1 or 10.0.0.5, 10.1.0.0/16)`,
      );
}

export function mailTo(raw: string): string[] {
  const addresses = raw.split(",").map((address) => address.trim());
  for (const address of addresses) {
    if (!isEmail(address)) problem(`${shown(address)} is not an e-mail address (expected a comma-separated list)`);
  }
  // The forms always send to the site's own address: without it in MAIL_TO every enquiry would get a 400.
  if (!addresses.some((address) => address.toLowerCase() === site.email.toLowerCase())) {
    problem(`${shown(raw)} does not include ${site.email}, the address the site's forms send to`);
  }
  return addresses;
}

export const text = (raw: string) => raw;
export const delayMs = integer(1, DAY_MS, "a delay in milliseconds (1-86400000)");
export const days = integer(1, 3650, "a number of days (1-3650)");
