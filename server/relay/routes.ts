/**
 * POST /send-email: the mail relay. It only ever writes to the company's own inbox (MAIL_TO), so it
 * cannot be used as an open relay, and answers success only once the enquiry is durably stored for
 * delivery, as a mail server's "250": delivery follows, retried until it succeeds or the enquiry
 * becomes a dead letter. Every error answer to a JSON request is JSON { error: "<text a visitor can read>" }; a form
 * posted natively gets HTML in its page's language (./form-post.ts).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import {
  RELAY_LIMITS,
  RELAY_PATH,
  relayErrorMessage,
  relayPayloadSchema,
  type RelayErrorResponse,
  type RelayPayload,
  type RelaySuccessResponse,
} from "../../shared/relay-contract";
import type { ServerConfig } from "../config";
import type { EnquiryQueue } from "../delivery/enquiry-store";
import type { HeldKeeper } from "../delivery/held/held-keeper";
import type { HeldNotice } from "../delivery/held/held-submission";
import { checkForm, formValues, isEnquiryKind, type EnquiryKind } from "./enquiry-forms";
import type { AcceptedEnquiry } from "./intake";
import {
  FORM_CONTENT_TYPE,
  FORM_POST_MAX_BYTES,
  answerFormPost,
  answerRefusedFormPost,
  enquiryFormPages,
  isFormPost,
  readFormPost,
  sendRefusal,
} from "./form-post";
import type { FormPageRenderer } from "./form-page";
import { deliveryFailed, EnquiryIntake, type RelayLog, type Submission } from "./intake";
import { postedFrom, relayLocale } from "./relay-language";
import type { Locale } from "../../shared/i18n/locales";
import { message } from "../../shared/i18n/messages";
import { relayRateLimit } from "./rate-limit";
import { MemoryRepeatTracker, RedisRepeatTracker } from "./repeat-tracker";

export interface RelayOptions {
  config: Pick<ServerConfig, "mailTo" | "mailFrom" | "rateLimit">;
  /** Where accepted enquiries wait for delivery. */
  queue: EnquiryQueue;
  /** Draws a natively posted form with its mistakes into its page; default: a bare page per form (no build). */
  formPages?: FormPageRenderer;
  /** Shares the rate limit between instances when set. */
  redis?: Redis | null;
  /** Where suspected spam is held for review (the delivery's HeldKeeper). */
  held: HeldKeeper;
  /** Told of every enquiry once it is durably stored (measurement counts it as a lead); must not throw. */
  onAccepted?: (request: FastifyRequest, accepted: AcceptedEnquiry) => void;
  /** Told of every submission once it is durably held: its form, language and reasons, never its text; must not throw. */
  onHeld?: (held: HeldNotice) => void;
  /** Told of a form posted without JavaScript answered 400 with a message per field (measurement); must not throw. */
  onRefused?: (
    request: FastifyRequest,
    kind: EnquiryKind,
    locale: Locale,
    errors: Readonly<Record<string, string>>,
  ) => void;
}

/**
 * A JSON request, once the contract's schema accepted it: an outside client's subject and body, or, when one of the
 * site's forms sent it, the typed enquiry its own schema accepts (the subject and body it also carries are for an
 * external relay, and unused here). Either a submission, or the 400's text and log line.
 */
function jsonSubmission(
  payload: RelayPayload,
  locale: Locale,
): { submission: Submission } | { error: string; log: Partial<RelayLog> } {
  const spam = {
    website: payload.website ?? "",
    ...(payload.elapsedMs !== undefined ? { elapsedMs: payload.elapsedMs } : {}),
  };
  const typed = payload.enquiry;
  const unreadable = message("relay_unreadable", locale);
  if (!typed)
    return {
      submission: {
        to: payload.to,
        content: { type: "message", subject: payload.subject, body: payload.body },
        spam,
        locale,
      },
    };
  if (!isEnquiryKind(typed.kind)) return { error: unreadable, log: { outcome: "rejected", reason: "unknown-form" } };
  const checked = checkForm(
    typed.kind,
    typed.page,
    formValues(typed.kind, (name) => typed.fields[name]),
    locale,
  );
  if (!checked.ok) {
    return {
      error: Object.values(checked.errors)[0] ?? unreadable,
      log: { outcome: "rejected", reason: "invalid", form: typed.kind },
    };
  }
  return { submission: { to: payload.to, content: { type: "form", enquiry: checked.enquiry }, spam, locale } };
}

function errorText(error: FastifyError, locale: Locale): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return message("relay_too_large", locale);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return message("relay_json_only", locale);
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return message("relay_unreadable", locale);
  }
  if (error.statusCode === 429) return error.message; // our own text, see errorResponseBuilder
  if (error.statusCode && error.statusCode < 500) return message("relay_unreadable", locale);
  return deliveryFailed(locale);
}

export async function relayRoutes(
  app: FastifyInstance,
  {
    config,
    queue,
    held,
    redis = null,
    formPages = enquiryFormPages(null),
    onAccepted,
    onHeld,
    onRefused,
  }: RelayOptions,
) {
  const repeats = redis ? new RedisRepeatTracker(redis) : new MemoryRepeatTracker();
  const intake = new EnquiryIntake(config, queue, { keeper: held, repeats });
  const logs = new WeakMap<FastifyRequest, Partial<RelayLog>>();
  const note = (request: FastifyRequest, entry: Partial<RelayLog>) =>
    logs.set(request, { ...logs.get(request), ...entry });

  // JSON from the forms' script, or the forms posted natively (before their script runs, or without JavaScript),
  // each with its own size limit; a text/plain body (which Fastify would parse) gets 415 like any other type.
  app.removeContentTypeParser(["text/plain", "application/json"]);
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: RELAY_LIMITS.requestBytes },
    app.getDefaultJsonParser("error", "error"),
  );
  app.addContentTypeParser(
    FORM_CONTENT_TYPE,
    { parseAs: "string", bodyLimit: FORM_POST_MAX_BYTES },
    (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    },
  );

  // Per address before the body is read (refused and oversized requests count as well); the overall cap is asked by
  // the intake, for well-formed submissions only.
  const overallLimit = await relayRateLimit(app, { limits: config.rateLimit, redis });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    note(request, {
      outcome: status === 429 ? "rate-limited" : status >= 500 ? "failed" : "rejected",
      reason: error.code ?? (status === 429 ? "rate-limit" : "error"),
    });
    if (status >= 500) request.log.error({ err: error }, "relay: unexpected error");
    const locale = relayLocale(request);
    const text = errorText(error, locale);
    if (!isFormPost(request)) return reply.code(status).send({ error: text } satisfies RelayErrorResponse);
    // A visitor whose form posted natively gets a page in its language, never a JSON text: the form back with the
    // reason and every value (429), or, when the post cannot be read (too large), a page saying why.
    const refusal = () => sendRefusal(reply, formPages, status, text, locale, postedFrom(request));
    if (status === 429) return answerRefusedFormPost(request, reply, status, text, formPages, refusal, locale);
    return refusal();
  });

  // The one structured line per request: outcome, status, timing; never subject or body.
  app.addHook("onResponse", async (request, reply) => {
    const entry: RelayLog = { outcome: reply.statusCode < 400 ? "accepted" : "rejected", ...logs.get(request) };
    request.log.info(
      { relay: { ...entry, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime), queue: queue.kind } },
      "relay request",
    );
  });

  app.post(RELAY_PATH, async (request, reply) => {
    const locale = relayLocale(request);
    if (request.body instanceof URLSearchParams) {
      const { answer, log, accepted, held, retryAfterSeconds } = await readFormPost(request.body, intake, locale, () =>
        overallLimit(request),
      );
      note(request, { channel: "form", ...log });
      if (retryAfterSeconds !== undefined) reply.header("retry-after", retryAfterSeconds);
      if (accepted) onAccepted?.(request, accepted);
      if (held) onHeld?.(held);
      if (answer.type === "form" && answer.status === 400)
        onRefused?.(request, answer.kind, locale, answer.posted.errors);
      return answerFormPost(reply, formPages, request.body, answer, locale);
    }
    const parsed = relayPayloadSchema.safeParse(request.body);
    if (!parsed.success) {
      note(request, { outcome: "rejected", reason: "invalid" });
      return reply.code(400).send({ error: relayErrorMessage(parsed.error) } satisfies RelayErrorResponse);
    }
    const read = jsonSubmission(parsed.data, locale);
    if ("error" in read) {
      note(request, read.log);
      return reply.code(400).send({ error: read.error } satisfies RelayErrorResponse);
    }
    const { outcome, log } = await intake.accept(read.submission, () => overallLimit(request));
    note(request, log);
    if (outcome.kind === "accepted") onAccepted?.(request, outcome.accepted);
    if (outcome.kind === "held") onHeld?.(outcome.held);
    if (outcome.kind === "refused") {
      if (outcome.retryAfterSeconds !== undefined) reply.header("retry-after", outcome.retryAfterSeconds);
      return reply.code(outcome.status).send({ error: outcome.error } satisfies RelayErrorResponse);
    }
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
        .send({ error: message("relay_post_only", relayLocale(request)) } satisfies RelayErrorResponse);
    },
  });
}
