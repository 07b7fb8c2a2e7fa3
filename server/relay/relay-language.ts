import type { FastifyRequest } from "fastify";
import { RELAY_LANGUAGE_PARAM } from "../../shared/relay-contract";
import { localeNamed, type Locale } from "../../shared/i18n/locales";

/**
 * The language the relay answers a request in: the one its page named in the relay's address (shared/relay-contract.ts),
 * known before the body is read, so a refusal at the door is in the visitor's language too.
 */
export function relayLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  return localeNamed(query?.[RELAY_LANGUAGE_PARAM]);
}
