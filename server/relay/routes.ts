/**
 * POST /send-email: the mail relay. It only ever writes to the company's own inbox (MAIL_TO), so it
 * cannot be used as an open relay, and answers success only once the enquiry is durably stored for
 * delivery, as a mail server's "250": delivery follows, retried until it succeeds or the enquiry
 * becomes a dead letter. Every error answer is JSON { error: "<text a visitor can read>" }.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { z } from "zod";
import { site } from "../../shared/site";
import {
  RELAY_LIMITS,
  RELAY_MIN_ELAPSED_MS,
  RELAY_PATH,
  relayErrorMessage,
  relayPayloadSchema,
  type RelayErrorResponse,
  type RelayPayload,
  type RelaySuccessResponse,
} from "../../shared/relay-contract";
import type { ServerConfig } from "../config";
import { newEnquiry, type Enquiry, type OutgoingMail } from "../delivery/enquiry";
import type { EnquiryQueue } from "../delivery/queue";
import {
  FORM_CONTENT_TYPE,
  FORM_POST_MAX_BYTES,
  answerRefusedFormPost,
  enquiryFormPages,
  handleFormPost,
  isFormPost,
  type FormPostOutcome,
} from "./form-post";
import type { FormPageRenderer } from "./form-page";
import { relayRateLimit } from "./rate-limit";

export interface RelayOptions {
  config: Pick<ServerConfig, "mailTo" | "mailFrom" | "rateLimit">;
  /** Where accepted enquiries wait for delivery. */
  queue: EnquiryQueue;
  /** Draws a natively posted form with its mistakes into its page; default: a bare page per form (no build). */
  formPages?: FormPageRenderer;
  /** Shares the rate limit between instances when set. */
  redis?: Redis | null;
  /** Told of every enquiry once it is durably stored (measurement counts it as a lead); must not throw. */
  onAccepted?: (request: FastifyRequest, enquiry: Enquiry) => void;
}

/** What became of a valid enquiry: durably stored for delivery, quietly dropped as a bot's, or refused with a status and a text. */
export type AcceptOutcome = { kind: "accepted" } | { kind: "dropped" } | { kind: "refused"; status: number; error: string };

export const DELIVERY_FAILED =
  "We could not deliver your message right now. Please try again in a few minutes or e-mail us directly.";

/** What the one log line of a request says; filled in as the request goes. Never message text. */
interface RelayLog {
  outcome: "accepted" | "dropped" | "rejected" | "failed" | "rate-limited";
  reason?: string;
  /** The accepted enquiry's id, as in the delivery log lines. */
  id?: string;
  /** Why it could not be stored, for the operator. */
  detail?: string;
  recipientAllowed?: boolean;
  recipientDomain?: string;
  /** "form": posted natively by a form (no JavaScript), not sent as JSON by its script. */
  channel?: "form";
}

const emailSchema = z.email();

/** The visitor's address, when the body carries a line "Email: <address>" that is a valid one. */
export function replyToFromBody(body: string): string | undefined {
  const match = /^Email:[ \t]*(\S+)[ \t]*$/im.exec(body);
  return match?.[1] && emailSchema.safeParse(match[1]).success ? match[1] : undefined;
}

export function buildMail(payload: RelayPayload, recipient: string, mailFrom: string): OutgoingMail {
  const replyTo = replyToFromBody(payload.body);
  return {
    // The display name is always the site's fixed label, whatever `name` says.
    from: { name: site.senderLabel, address: mailFrom },
    to: recipient,
    subject: payload.subject,
    text: payload.body,
    ...(replyTo ? { replyTo } : {}),
  };
}

function errorText(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Your message is too long to send. Please shorten it and try again.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "The form must be sent as JSON.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The form data could not be read. Please try again.";
  }
  if (error.statusCode === 429) return error.message; // our own text, see errorResponseBuilder
  if (error.statusCode && error.statusCode < 500) return "The form data could not be read. Please try again.";
  return DELIVERY_FAILED;
}

export async function relayRoutes(
  app: FastifyInstance,
  { config, queue, redis = null, formPages = enquiryFormPages(null), onAccepted }: RelayOptions,
) {
  const logs = new WeakMap<FastifyRequest, Partial<RelayLog>>();
  const note = (request: FastifyRequest, entry: Partial<RelayLog>) => logs.set(request, { ...logs.get(request), ...entry });

  // JSON from the forms' script, or the forms posted natively (before their script runs, or without JavaScript),
  // each with its own size limit; a text/plain body (which Fastify would parse) gets 415 like any other type.
  app.removeContentTypeParser(["text/plain", "application/json"]);
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: RELAY_LIMITS.requestBytes }, app.getDefaultJsonParser("error", "error"));
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string", bodyLimit: FORM_POST_MAX_BYTES }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  // Before the body is read: refused and oversized requests count as well.
  await relayRateLimit(app, { limits: config.rateLimit, redis });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    note(request, {
      outcome: status === 429 ? "rate-limited" : status >= 500 ? "failed" : "rejected",
      reason: error.code ?? (status === 429 ? "rate-limit" : "error"),
    });
    if (status >= 500) request.log.error({ err: error }, "relay: unexpected error");
    const answer = () => reply.code(status).send({ error: errorText(error) } satisfies RelayErrorResponse);
    // A visitor whose form posted natively gets the form back with the reason and every value, not a JSON text.
    if (status === 429 && isFormPost(request)) return answerRefusedFormPost(request, reply, status, errorText(error), formPages, answer);
    return answer();
  });

  // The one structured line per request: outcome, status, timing; never subject or body.
  app.addHook("onResponse", async (request, reply) => {
    const entry: RelayLog = { outcome: reply.statusCode < 400 ? "accepted" : "rejected", ...logs.get(request) };
    request.log.info(
      { relay: { ...entry, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime), queue: queue.kind } },
      "relay request",
    );
  });

  /**
   * The one step every enquiry goes through once its fields are valid, whichever way it came (JSON from the
   * hydrated forms, or a native form post): only our own inbox, bots dropped quietly, then stored for delivery
   * (503 when it cannot be: nothing is reported as sent that was not stored).
   */
  async function acceptEnquiry(request: FastifyRequest, payload: RelayPayload): Promise<AcceptOutcome> {
    // Never an open relay: the recipient must be one of ours, and we send to our own spelling of it.
    const recipient = config.mailTo.find((address) => address.toLowerCase() === payload.to.toLowerCase());
    note(request, { recipientAllowed: recipient !== undefined, recipientDomain: domainOf(payload.to) });
    if (!recipient) {
      note(request, { outcome: "rejected", reason: "recipient" });
      return { kind: "refused", status: 400, error: "This form can only send messages to our own inbox." };
    }

    // Bots get the answer a person gets, so they learn nothing; nothing is sent.
    if ((payload.website ?? "") !== "" || (payload.elapsedMs !== undefined && payload.elapsedMs < RELAY_MIN_ELAPSED_MS)) {
      note(request, { outcome: "dropped", reason: payload.website ? "honeypot" : "too-fast" });
      return { kind: "dropped" };
    }

    const enquiry = newEnquiry(buildMail(payload, recipient, config.mailFrom));
    try {
      await queue.add(enquiry);
    } catch (error) {
      const err = error as NodeJS.ErrnoException;
      note(request, { outcome: "failed", reason: err.code ?? "not-stored", detail: String(err.message).slice(0, 200) });
      return { kind: "refused", status: 503, error: DELIVERY_FAILED };
    }
    note(request, { outcome: "accepted", id: enquiry.id });
    onAccepted?.(request, enquiry);
    return { kind: "accepted" };
  }

  const formPostNotes: Record<FormPostOutcome, Partial<RelayLog>> = {
    invalid: { outcome: "rejected", reason: "invalid" },
    dropped: { outcome: "dropped", reason: "honeypot" },
    "unknown-form": { outcome: "rejected", reason: "unknown-form" },
  };

  app.post(RELAY_PATH, async (request, reply) => {
    if (request.body instanceof URLSearchParams) {
      note(request, { channel: "form" });
      return handleFormPost(request, reply, request.body, {
        pages: formPages,
        accept: acceptEnquiry,
        noteOutcome: (formRequest, outcome) => note(formRequest, formPostNotes[outcome]),
      });
    }
    const parsed = relayPayloadSchema.safeParse(request.body);
    if (!parsed.success) {
      note(request, { outcome: "rejected", reason: "invalid" });
      return reply.code(400).send({ error: relayErrorMessage(parsed.error) } satisfies RelayErrorResponse);
    }
    const outcome = await acceptEnquiry(request, parsed.data);
    if (outcome.kind === "refused") return reply.code(outcome.status).send({ error: outcome.error } satisfies RelayErrorResponse);
    return { success: true } satisfies RelaySuccessResponse;
  });

  app.route({
    method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: RELAY_PATH,
    handler: async (request, reply) => {
      note(request, { outcome: "rejected", reason: "method" });
      return reply
        .code(405)
        .header("allow", "POST")
        .send({ error: "This address only accepts messages sent with POST." } satisfies RelayErrorResponse);
    },
  });
}

function domainOf(address: string): string {
  const at = address.lastIndexOf("@");
  return at === -1 ? "(none)" : address.slice(at + 1, at + 101).toLowerCase();
}
