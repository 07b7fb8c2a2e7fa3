/**
 * POST /send-email: the mail relay of contracts.md. It only ever writes to the company's own
 * inbox (MAIL_TO), so it cannot be used as an open relay, and answers success only once the
 * message was handed on. Every error answer is JSON { error: "<text a visitor can read>" }.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { site } from "../../app/config/site";
import {
  RELAY_LIMITS,
  RELAY_MIN_ELAPSED_MS,
  RELAY_PATH,
  relayErrorMessage,
  relayPayloadSchema,
  type RelayErrorResponse,
  type RelayPayload,
  type RelaySuccessResponse,
} from "../../app/lib/relay-contract";
import type { ServerConfig } from "../config";
import { SnapshotStore } from "./rate-limit-store";
import type { MailTransport, OutgoingMail } from "./transport";

export interface RelayOptions {
  config: Pick<ServerConfig, "mailTo" | "mailFrom" | "rateLimit">;
  transport: MailTransport;
}

export const DELIVERY_FAILED =
  "We could not deliver your message right now. Please try again in a few minutes or e-mail us directly.";

/** What the one log line of a request says; filled in as the request goes. Never message text. */
interface RelayLog {
  outcome: "sent" | "dropped" | "rejected" | "failed" | "rate-limited";
  reason?: string;
  /** The transport's error, for the operator (an SMTP reply or a socket error). */
  detail?: string;
  recipientAllowed?: boolean;
  recipientDomain?: string;
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

export async function relayRoutes(app: FastifyInstance, { config, transport }: RelayOptions) {
  const logs = new WeakMap<FastifyRequest, Partial<RelayLog>>();
  const note = (request: FastifyRequest, entry: Partial<RelayLog>) => logs.set(request, { ...logs.get(request), ...entry });

  // Only JSON reaches the handler; a text/plain body (which Fastify would parse) gets 415 too.
  app.removeContentTypeParser("text/plain");

  // Runs on onRequest, before the body is read: refused and oversized requests count as well.
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    store: SnapshotStore, // see rate-limit-store.ts: the stock store refuses whole bursts
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Too many messages from your connection. Please wait ${context.after} and try again, or e-mail us directly.`),
        { statusCode: context.statusCode },
      ),
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    note(request, {
      outcome: status === 429 ? "rate-limited" : status >= 500 ? "failed" : "rejected",
      reason: error.code ?? (status === 429 ? "rate-limit" : "error"),
    });
    if (status >= 500) request.log.error({ err: error }, "relay: unexpected error");
    return reply.code(status).send({ error: errorText(error) } satisfies RelayErrorResponse);
  });

  // The one structured line per request: outcome, status, timing; never subject or body.
  app.addHook("onResponse", async (request, reply) => {
    const entry: RelayLog = { outcome: reply.statusCode < 400 ? "sent" : "rejected", ...logs.get(request) };
    request.log.info(
      { relay: { ...entry, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime), transport: transport.kind } },
      "relay request",
    );
  });

  app.post(RELAY_PATH, { bodyLimit: RELAY_LIMITS.requestBytes }, async (request, reply) => {
    const parsed = relayPayloadSchema.safeParse(request.body);
    if (!parsed.success) {
      note(request, { outcome: "rejected", reason: "invalid" });
      return reply.code(400).send({ error: relayErrorMessage(parsed.error) } satisfies RelayErrorResponse);
    }
    const payload = parsed.data;

    // Never an open relay: the recipient must be one of ours, and we send to our own spelling of it.
    const recipient = config.mailTo.find((address) => address.toLowerCase() === payload.to.toLowerCase());
    note(request, { recipientAllowed: recipient !== undefined, recipientDomain: domainOf(payload.to) });
    if (!recipient) {
      note(request, { outcome: "rejected", reason: "recipient" });
      return reply.code(400).send({ error: "This form can only send messages to our own inbox." } satisfies RelayErrorResponse);
    }

    // Bots get the answer a person gets, so they learn nothing; nothing is sent.
    if ((payload.website ?? "") !== "" || (payload.elapsedMs !== undefined && payload.elapsedMs < RELAY_MIN_ELAPSED_MS)) {
      note(request, { outcome: "dropped", reason: payload.website ? "honeypot" : "too-fast" });
      return { success: true } satisfies RelaySuccessResponse;
    }

    try {
      await transport.send(buildMail(payload, recipient, config.mailFrom));
    } catch (error) {
      const err = error as NodeJS.ErrnoException & { responseCode?: number };
      note(request, {
        outcome: "failed",
        reason: err.code ?? (err.responseCode ? `smtp-${err.responseCode}` : "error"),
        detail: String(err.message).slice(0, 200),
      });
      return reply.code(502).send({ error: DELIVERY_FAILED } satisfies RelayErrorResponse);
    }
    note(request, { outcome: "sent" });
    return { success: true } satisfies RelaySuccessResponse;
  });
}

function domainOf(address: string): string {
  const at = address.lastIndexOf("@");
  return at === -1 ? "(none)" : address.slice(at + 1, at + 101).toLowerCase();
}
