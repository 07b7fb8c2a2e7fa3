/** The one call both enquiry forms make: POST the relay payload (docs/contracts.md, docs/product-rules.md). */
import { site } from "../../../shared/site";
import { RELAY_PATH, isRelayError, type RelayPayload, type TypedEnquiryPayload } from "../../../shared/relay-contract";
import type { EnquiryKind } from "./enquiry-form";

export interface EnquiryEmail {
  subject: string;
  body: string;
}

/**
 * What a form sends: its e-mail as text, which is all an external relay of the contract reads, and its values as
 * typed, from which the site's own relay composes the same e-mail (with the typed address as Reply-To).
 */
export interface FormSubmission {
  kind: EnquiryKind;
  fields: Readonly<Record<string, string>>;
  email: EnquiryEmail;
}

/** What tells a person from a bot: the honeypot's value and how long the form was shown. */
export interface SpamSignals {
  website: string;
  elapsedMs: number;
}

/** The relay answered with an `error` field; its message is the relay's own text for the visitor. */
export class RelayError extends Error {
  override name = "RelayError";
}

export const UNEXPECTED_RELAY_ANSWER = "The server gave an unexpected answer. Please try again.";

/** The relay address: `RELAY_URL` is an origin; a value that already ends with the path is taken as it is. */
export function relayEndpoint(relayUrl: string): string {
  const base = relayUrl.replace(/\/+$/, "");
  return base.endsWith(RELAY_PATH) ? base : `${base}${RELAY_PATH}`;
}

/**
 * Resolves once the relay reports success; rejects with a RelayError, or with fetch's own error offline. `enquiry`
 * (the form's kind, page and typed values) goes along when a form of this site sends it.
 */
export async function sendEmail({ subject, body }: EnquiryEmail, { website, elapsedMs }: SpamSignals, enquiry?: TypedEnquiryPayload): Promise<void> {
  const payload: RelayPayload = {
    to: site.email,
    name: site.senderLabel,
    subject,
    body,
    website,
    elapsedMs: Math.max(0, Math.round(elapsedMs)),
    ...(enquiry ? { enquiry } : {}),
  };
  const response = await fetch(relayEndpoint(import.meta.env.RELAY_URL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (isRelayError(answer)) throw new RelayError(answer.error);
  const succeeded = response.ok && typeof answer === "object" && answer !== null && (answer as { success?: unknown }).success === true;
  if (!succeeded) throw new Error(UNEXPECTED_RELAY_ANSWER);
}
