/**
 * The mail relay's contract, shared by the browser forms and the Node server (server/relay).
 * One schema on both sides: the form shows the same messages the server would answer with,
 * and the server never trusts that the browser ran it.
 * Contract: docs/contracts.md, "The mail relay: POST /send-email".
 */
import { z } from "./zod";
import { defaultLocale, type Locale } from "./i18n/locales";

export const RELAY_PATH = "/send-email";

/** The site's own enquiry forms; a typed enquiry (and a native post's `form` field) names one of them. */
export const ENQUIRY_KINDS = ["contact", "requirement"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/**
 * The query parameter that names the language of the page a form is on ("?lang=zh-hk"; none for English): the
 * relay answers in it, from its first refusal (before it reads the body) to the page it draws again, and the e-mail
 * tells the agency which language to reply in. The page's language, never anything the visitor typed.
 */
export const RELAY_LANGUAGE_PARAM = "lang";

/**
 * The relay address: `RELAY_URL` is an origin; a value that already ends with the path is taken as it is. A page in
 * another language than the default names it, so the relay answers in it.
 */
export function relayEndpoint(relayUrl: string, locale: Locale = defaultLocale): string {
  const base = relayUrl.replace(/\/+$/, "");
  const endpoint = base.endsWith(RELAY_PATH) ? base : `${base}${RELAY_PATH}`;
  return locale === defaultLocale ? endpoint : `${endpoint}?${RELAY_LANGUAGE_PARAM}=${locale}`;
}

export const RELAY_LIMITS = {
  name: 100,
  subject: 200,
  body: 10_000,
  /** The path of the page a form was sent from. */
  page: 200,
  /** The whole JSON request; larger ones get 413. */
  requestBytes: 32 * 1024,
} as const;

/**
 * A submission sent sooner than this after the page began to load is treated as a bot's: the relay answers
 * success and sends nothing. The contract allows at most 3 s (docs/contracts.md), so a person is never dropped.
 */
export const RELAY_MIN_ELAPSED_MS = 2000;

const singleLine = /^[^\r\n\u2028\u2029]*$/;
const notBlank = (value: string) => value.trim().length > 0;

export const relayPayloadSchema = z.object(
  {
    /** The company inbox (from the site configuration); the server accepts only its own MAIL_TO. */
    to: z
      .string({ error: "The recipient is missing." })
      .min(1, { error: "The recipient is missing." })
      .max(254, { error: "The recipient is not a valid address." }),
    /** The fixed sender label of the site. The server validates it but always sends its own label. */
    name: z
      .string({ error: "The sender name is missing." })
      .refine(notBlank, { error: "The sender name is missing." })
      .max(RELAY_LIMITS.name, { error: `The sender name must be at most ${RELAY_LIMITS.name} characters.` })
      .regex(singleLine, { error: "The sender name must be on a single line." }),
    subject: z
      .string({ error: "Please enter a subject." })
      .refine(notBlank, { error: "Please enter a subject." })
      .max(RELAY_LIMITS.subject, { error: `The subject must be at most ${RELAY_LIMITS.subject} characters.` })
      .regex(singleLine, { error: "The subject must be on a single line." }),
    body: z
      .string({ error: "Please enter a message." })
      .refine(notBlank, { error: "Please enter a message." })
      .max(RELAY_LIMITS.body, {
        error: `The message must be at most ${RELAY_LIMITS.body.toLocaleString("en-US")} characters.`,
      }),
    /** Honeypot: a field people never see. Anything in it marks the sender as a bot. */
    website: z.string({ error: "The request could not be read." }).max(1000).optional(),
    /** Milliseconds from the page beginning to load (the navigation) to the submission. */
    elapsedMs: z.number({ error: "The request could not be read." }).nonnegative().optional(),
    /**
     * Sent by this site's own forms: which form, the page it was on and its typed values. The site's relay checks the
     * values with that form's own rules and composes the e-mail from them (its Reply-To is the typed e-mail), so
     * `subject` and `body` are then what an external relay of the same contract, which ignores this member, sends.
     */
    enquiry: z
      .object(
        {
          kind: z.string().max(50),
          page: z.string().max(RELAY_LIMITS.page),
          fields: z.record(z.string().max(50), z.string()),
        },
        { error: "The request could not be read." },
      )
      .optional(),
  },
  { error: "The request could not be read." },
);

export type RelayPayload = z.infer<typeof relayPayloadSchema>;
/** What this site's forms add to the payload: the form's kind, its page and its values as typed. */
export type TypedEnquiryPayload = NonNullable<RelayPayload["enquiry"]>;

export type RelaySuccessResponse = { success: true };
export type RelayErrorResponse = { error: string };
export type RelayResponse = RelaySuccessResponse | RelayErrorResponse;

/** The first problem of a failed parse, as a sentence a visitor can read. */
export function relayErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "The request could not be read.";
}

export function isRelayError(response: unknown): response is RelayErrorResponse {
  return (
    typeof response === "object" && response !== null && typeof (response as RelayErrorResponse).error === "string"
  );
}
