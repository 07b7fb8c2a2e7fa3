import type { FastifyRequest } from "fastify";
import { RELAY_LANGUAGE_PARAM } from "../../shared/relay-contract";
import { defaultLocale, isLocale, localeOfPath, type Locale } from "../../shared/i18n/locales";

/**
 * The language the relay answers a request in, from the first that says it:
 * 1. the one its page named in the relay's address (shared/relay-contract.ts; the forms' `action` carries it),
 *    known before the body is read, so a refusal at the door is in the visitor's language too;
 * 2. the path of the page the form was on: a native post's `page` field, once its body is read;
 * 3. the path of the page that sent it (Referer), for a post whose body cannot be read (too large);
 * 4. the default locale.
 */
export function relayLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const named = query?.[RELAY_LANGUAGE_PARAM];
  if (isLocale(named)) return named;
  const from = postedFrom(request);
  return from === undefined ? defaultLocale : localeOfPath(from);
}

/** The path of the page a post came from: its `page` field when its body was read, else its Referer's path. */
export function postedFrom(request: FastifyRequest): string | undefined {
  const page = request.body instanceof URLSearchParams ? request.body.get("page") : null;
  if (page?.startsWith("/")) return page;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}
