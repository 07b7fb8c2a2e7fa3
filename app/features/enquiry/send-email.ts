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

/**
 * The form's own words for each way a send can fail, in the page's language: a visitor never reads the browser's
 * ("Failed to fetch", "Load failed") or a proxy's text.
 */
export interface FailureTexts {
  /** No answer at all: offline, the connection dropped, the request blocked. */
  network: string;
  /** An answer that is not the relay's: an HTML error page, a 200 without success. */
  unexpected: string;
  /** 413: the request was larger than the relay takes. */
  tooLarge: string;
  /** 429: too many messages from this connection, or for the relay as a whole. */
  tooMany: string;
  /** 5xx: the relay, or what stands before it, failed. */
  server: string;
}

/** A send that failed; its message is the text to show the visitor, in the page's language. */
export class SendFailure extends Error {
  override name = "SendFailure";
}

/** The relay refused the enquiry with its own text (a 4xx with an `error` field, in the language the page named). */
export class RelayError extends SendFailure {
  override name = "RelayError";
}

export { relayEndpoint };

/** The form's text for a failed answer's status, when the status alone says what went wrong. */
function failureOfStatus(status: number, texts: FailureTexts): string | undefined {
  if (status === 413) return texts.tooLarge;
  if (status === 429) return texts.tooMany;
  if (status >= 500) return texts.server;
  return undefined;
}

/**
 * Resolves once the relay reports success; otherwise rejects with a SendFailure whose message is one of `failures`,
 * or, for the relay's own refusal of what was typed, a RelayError with its text. `enquiry` (the form's kind, page and
 * typed values) goes along when a form of this site sends it.
 */
export async function sendEmail(
  { subject, body }: EnquiryEmail,
  { website, elapsedMs }: SpamSignals,
  {
    enquiry,
    locale = defaultLocale,
    failures,
  }: { enquiry?: TypedEnquiryPayload; locale?: Locale; failures: FailureTexts },
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
  let response: Response;
  try {
    response = await fetch(relayEndpoint(import.meta.env.RELAY_URL, locale), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new SendFailure(failures.network);
  }
  const answer: unknown = await response.json().catch(() => null);
  const byStatus = response.ok ? undefined : failureOfStatus(response.status, failures);
  if (byStatus !== undefined) throw new SendFailure(byStatus);
  if (isRelayError(answer)) throw new RelayError(answer.error);
  const succeeded =
    response.ok && typeof answer === "object" && answer !== null && (answer as { success?: unknown }).success === true;
  if (!succeeded) throw new SendFailure(failures.unexpected);
}
