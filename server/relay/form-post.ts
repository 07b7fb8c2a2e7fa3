/**
 * The enquiry forms posted natively (application/x-www-form-urlencoded): how they arrive before their script runs,
 * or with JavaScript off. The rules are the JSON path's: each form's own zod schema (the one the browser runs), then
 * the relay's acceptEnquiry (our inbox only, bots dropped quietly, accepted once stored).
 *
 * - A valid post answers 303 See Other to the thank-you page.
 * - A post with mistakes answers 400 with the page it came from, a message beside each field in error and every
 *   typed value filled back in; a post the relay cannot take answers its status the same way, so nothing typed is lost.
 * - A filled honeypot is dropped quietly, whatever else was posted. There is no fill timer: a person posting a
 *   form without JavaScript leaves no trace of when the page was shown.
 * - No field value ever goes into a URL, a redirect or a log line.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { postedForms, thankYouPage, type EnquiryKind, type PostedEnquiry } from "../../app/features/enquiry/posted-forms.server";
import { site } from "../../shared/site";
import { RELAY_PATH, relayErrorMessage, relayPayloadSchema, type RelayPayload } from "../../shared/relay-contract";
import { formPageRenderer, type FormPageRenderer, type FormPageSpec } from "./form-page";
import type { AcceptOutcome } from "./routes";

interface EnquiryForm<Schema extends z.ZodObject> extends FormPageSpec {
  schema: Schema;
  email: (values: z.output<Schema>) => { subject: string; body: string };
}

const enquiryForms: { [Kind in EnquiryKind]: EnquiryForm<(typeof postedForms)[Kind]["schema"]> } = postedForms;

const isEnquiryKind = (value: string | null): value is EnquiryKind => value === "contact" || value === "requirement";

/**
 * The largest native post: the forms' longest values percent-encoded, which can take up to 9 bytes a character
 * (a 5,000-character message in Chinese is about 45 KB), so more than the 32 KiB of the JSON requests.
 */
export const FORM_POST_MAX_BYTES = 64 * 1024;

export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

export const isFormPost = (request: FastifyRequest) => String(request.headers["content-type"] ?? "").startsWith(FORM_CONTENT_TYPE);

/** Draws posted forms into the prerendered pages of `clientDir` (null: a bare page per form, for the dev server). */
export function enquiryFormPages(clientDir: string | null): FormPageRenderer {
  return formPageRenderer(clientDir, enquiryForms);
}

export type FormPostOutcome = "invalid" | "dropped" | "unknown-form";

export interface FormPostOptions {
  pages: FormPageRenderer;
  accept: (request: FastifyRequest, payload: RelayPayload) => Promise<AcceptOutcome>;
  /** Records what became of a post that never reached `accept`, for the request's log line. */
  noteOutcome: (request: FastifyRequest, outcome: FormPostOutcome) => void;
}

/** The first value of each of the form's fields, as posted; anything else in the post is ignored. */
function postedValues(schema: z.ZodObject, body: URLSearchParams): Record<string, string> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, body.get(name) ?? ""]));
}

/** The first message of each field in error, in the form's field order. */
function fieldErrors(schema: z.ZodObject, error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const issue = error.issues.find((candidate) => candidate.path[0] === name);
    if (issue) errors[name] = issue.message;
  }
  return errors;
}

function seeThankYou(reply: FastifyReply) {
  return reply.code(303).header("location", thankYouPage).header("cache-control", "no-store").send();
}

function answerWithForm(reply: FastifyReply, pages: FormPageRenderer, status: number, body: URLSearchParams, kind: EnquiryKind, posted: PostedEnquiry) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(pages.render(kind, body.get("page") ?? "", posted, RELAY_PATH));
}

/**
 * A native post refused before it was read (over the rate limit): its page again, with the reason above the form and
 * every value kept. The body is read here, up to the form posts' limit; one that cannot be read gets `fallback`.
 */
export async function answerRefusedFormPost(request: FastifyRequest, reply: FastifyReply, status: number, error: string, pages: FormPageRenderer, fallback: () => unknown) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_POST_MAX_BYTES) return fallback();
    chunks.push(chunk);
  }
  const body = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  const kind = body.get("form");
  if (!isEnquiryKind(kind)) return fallback();
  const values = postedValues(enquiryForms[kind].schema, body);
  return answerWithForm(reply, pages, status, body, kind, { values, errors: {}, formError: error });
}

export async function handleFormPost(request: FastifyRequest, reply: FastifyReply, body: URLSearchParams, options: FormPostOptions) {
  const kind = body.get("form");
  const website = body.get("website") ?? "";
  const answer = (status: number, formKind: EnquiryKind, posted: PostedEnquiry) => answerWithForm(reply, options.pages, status, body, formKind, posted);

  if (website !== "") {
    options.noteOutcome(request, "dropped");
    return seeThankYou(reply);
  }
  if (!isEnquiryKind(kind)) {
    options.noteOutcome(request, "unknown-form");
    return reply.code(400).send({ error: "The form data could not be read. Please try again." });
  }

  const form = enquiryForms[kind] as EnquiryForm<z.ZodObject>;
  const values = postedValues(form.schema, body);
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    options.noteOutcome(request, "invalid");
    return answer(400, kind, { values, errors: fieldErrors(form.schema, parsed.error) });
  }

  const payload = relayPayloadSchema.safeParse({ to: site.email, name: site.senderLabel, ...form.email(parsed.data), website: "" });
  if (!payload.success) {
    options.noteOutcome(request, "invalid");
    return answer(400, kind, { values, errors: {}, formError: relayErrorMessage(payload.error) });
  }

  const outcome = await options.accept(request, payload.data);
  if (outcome.kind === "refused") return answer(outcome.status, kind, { values, errors: {}, formError: outcome.error });
  return seeThankYou(reply);
}
