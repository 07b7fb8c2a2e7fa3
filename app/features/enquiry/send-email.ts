/** The one call both enquiry forms make: POST the relay payload (docs/contracts.md, docs/product-rules.md). */
import { site } from "../../../shared/site";
import {
  isRelayError,
  relayEndpoint,
  type RelayPayload,
  type TypedEnquiryPayload,
} from "../../../shared/relay-contract";
import { defaultLocale, type Locale } from "../../../shared/i18n/locales";
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

/** The relay's answer was neither its success nor its error: `message` is the page's text for it. */
export class UnexpectedRelayAnswer extends Error {
  override name = "UnexpectedRelayAnswer";
}

export { relayEndpoint };

/**
 * Resolves once the relay reports success; rejects with a RelayError, or with fetch's own error offline. `enquiry`
 * (the form's kind, page and typed values) goes along when a form of this site sends it.
 */
export async function sendEmail(
  { subject, body }: EnquiryEmail,
  { website, elapsedMs }: SpamSignals,
  {
    enquiry,
    locale = defaultLocale,
    unexpectedAnswer,
  }: { enquiry?: TypedEnquiryPayload; locale?: Locale; unexpectedAnswer: string },
): Promise<void> {
  const payload: RelayPayload = {
    to: site.email,
    name: site.senderLabel,
    subject,
    body,
    website,
    elapsedMs: Math.max(0, Math.round(elapsedMs)),
    ...(enquiry ? { enquiry } : {}),
  };
  const response = await fetch(relayEndpoint(import.meta.env.RELAY_URL, locale), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (isRelayError(answer)) throw new RelayError(answer.error);
  const succeeded =
    response.ok && typeof answer === "object" && answer !== null && (answer as { success?: unknown }).success === true;
  if (!succeeded) throw new UnexpectedRelayAnswer(unexpectedAnswer);
}
