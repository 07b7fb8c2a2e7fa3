/**
 * POST /form-event (shared/endpoints.ts, FORM_EVENT_PATH): the form island's beacon (app/lib/form-events-beacon.ts).
 * Its body is one of
 * - `form=<form>&language=<language>&event=started`: the page view's first input in the form;
 * - `form=<form>&language=<language>&event=refused&field=<name>&message=<text>…`: messages shown, one pair or more,
 *   each the field's name and the message's text as the visitor saw it.
 * Only the site's forms, their fields and the messages those fields can show are taken (form-catalogue.ts); a
 * message is stored as its id, never as text. Answers:
 * - 204 when it is read (counted, or not when the visitor is a bot or measurement is off);
 * - 400 for any other body: nothing of it is counted;
 * - 403 when no page of this site sent it, 415 for another type, 413 over BODY_BYTES, 429 past the limit per
 *   address, 405 for another method, as the page-view beacon (page-view-route.ts).
 * The body is never logged, and the answers never repeat it.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { EnquiryKind } from "../../app/features/enquiry/posted-forms.server";
import { FORM_EVENT_PATH } from "../../shared/endpoints";
import { fromOwnPage } from "../cross-site";
import { clientKey } from "../relay/rate-limit";
import { SnapshotStore } from "../relay/rate-limit-store";
import { fieldMessage, formCatalogue, isFormKind } from "./form-catalogue";
import type { FormBeacon, Refusal } from "./form-events";
import { isLanguage, type Language } from "./language";
import type { Measurement } from "./measurement";

const FORM = "application/x-www-form-urlencoded";
/** A form's every field with its longest message, percent-encoded: far more than the beacon ever sends. */
const BODY_BYTES = 8192;
/** Beacons per client address (an IPv6 /64) per minute, as the page views'. */
export const FORM_EVENT_LIMIT = { max: 120, windowMs: 60_000 };

export interface FormEventOptions {
  /** null: the beacon is read and answered, and nothing counted. */
  measurement: Measurement | null;
  siteOrigin: string;
  redis?: Redis | null;
}

const NAMES = new Set(["form", "language", "event", "field", "message"]);
const ONCE = ["form", "language", "event"];

/** What the beacon says, or null when the body is not what it sends: then nothing of it counts. */
export function readFormBeacon(body: unknown): FormBeacon | null {
  if (!(body instanceof URLSearchParams)) return null;
  const names = [...body.keys()];
  if (names.some((name) => !NAMES.has(name))) return null;
  if (ONCE.some((name) => body.getAll(name).length !== 1)) return null;
  const form = body.get("form");
  const language = body.get("language");
  const event = body.get("event");
  if (!isFormKind(form) || !isLanguage(language)) return null;
  const fields = body.getAll("field");
  const messages = body.getAll("message");
  if (event === "started") return fields.length === 0 && messages.length === 0 ? { form, language, event } : null;
  if (event !== "refused") return null;
  const fieldCount = formCatalogue().get(form)?.size ?? 0;
  if (fields.length === 0 || fields.length !== messages.length || fields.length > fieldCount) return null;
  const refusals: Refusal[] = [];
  for (const [index, field] of fields.entries()) {
    const message = fieldMessage(form, field, language, messages[index]!);
    if (!message) return null;
    // The same message of the same field twice in one beacon is one refusal.
    if (!refusals.some((seen) => seen.field === field && seen.message === message.id))
      refusals.push({ field, message: message.id });
  }
  return { form, language, event, refusals };
}

export async function formEventRoutes(
  app: FastifyInstance,
  { measurement, siteOrigin, redis = null }: FormEventOptions,
) {
  app.removeContentTypeParser(["text/plain", "application/json"]);
  app.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: BODY_BYTES }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  await app.register(rateLimit, {
    max: FORM_EVENT_LIMIT.max,
    timeWindow: FORM_EVENT_LIMIT.windowMs,
    keyGenerator: (request) => clientKey(request.ip),
    ...(redis ? { redis, nameSpace: "form-event-limit:", skipOnError: true } : { store: SnapshotStore }),
    errorResponseBuilder: () => Object.assign(new Error("Too many form events."), { statusCode: 429 }),
  });

  app.setErrorHandler<FastifyError>(async (error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply.code(status).send({ error: status === 429 ? error.message : "Bad request" });
  });

  app.post(FORM_EVENT_PATH, async (request, reply) => {
    if (!fromOwnPage(request, siteOrigin)) return reply.code(403).send({ error: "Only the site's pages send these." });
    const beacon = readFormBeacon(request.body);
    if (!beacon) return reply.code(400).send({ error: "Bad request" });
    if (measurement) measurement.formEvent(request, beacon);
    return reply.code(204).send();
  });

  app.route({
    method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: FORM_EVENT_PATH,
    handler: async (_request, reply) => reply.code(405).header("allow", "POST").send({ error: "Method not allowed" }),
  });
}

/**
 * A form posted without JavaScript and answered 400 with its messages (server/relay/form-post.ts): each field's
 * message, in the language the form was drawn in, as the beacon would have said it. Null when none is a message of
 * the form (nothing is counted).
 */
export function refusedPost(kind: EnquiryKind, language: Language, errors: Readonly<Record<string, string>>) {
  const refusals: Refusal[] = [];
  for (const [field, text] of Object.entries(errors)) {
    const message = fieldMessage(kind, field, language, text);
    if (message) refusals.push({ field, message: message.id });
  }
  return refusals.length ? ({ form: kind, language, event: "refused", refusals } satisfies FormBeacon) : null;
}
