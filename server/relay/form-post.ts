/**
 * The enquiry forms posted natively (application/x-www-form-urlencoded): how they arrive before their script runs,
 * or with JavaScript off. The rules are the JSON path's: the form's own schema (the one the browser runs), once, then
 * the intake (our inbox only, suspected spam held for review, accepted once stored).
 *
 * - A valid post answers 303 See Other to the thank-you page.
 * - A post with mistakes answers 400 with the page it came from, a message beside each field in error and every
 *   typed value filled back in; a post the relay cannot take answers its status the same way, so nothing typed is lost.
 * - A post that cannot be read (too large, no form of ours) answers its status with a page in the visitor's language
 *   saying why (./form-page.tsx, `refusal`).
 * - A valid post with the honeypot filled (a bot's, or a browser's autofill) is held for review with the answer a
 *   person gets; one with mistakes gets its mistakes shown, as a person's would. There is no fill timer: a person
 *   posting a form without JavaScript leaves no trace of when the page was shown.
 * - No field value ever goes into a URL, a redirect or a log line.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  formLanguage,
  postedFormElement,
  postedForms,
  thankYouPage,
  type PostedEnquiry,
} from "../../app/features/enquiry/posted-forms.server";
import type { Locale } from "../../shared/i18n/locales";
import { message } from "../../shared/i18n/messages";
import { site } from "../../shared/site";
import { checkForm, formValues, isEnquiryKind, type EnquiryKind } from "./enquiry-forms";
import { formPageRenderer, type FormPageRenderer } from "./form-page";
import type { HeldNotice } from "../delivery/held/held-submission";
import type { AcceptedEnquiry, Admission, EnquiryIntake, RelayLog } from "./intake";

/**
 * The largest native post: the forms' longest values percent-encoded, which can take up to 9 bytes a character
 * (a 5,000-character message in Chinese is about 45 KB), so more than the 32 KiB of the JSON requests.
 */
export const FORM_POST_MAX_BYTES = 64 * 1024;

export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

export const isFormPost = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith(FORM_CONTENT_TYPE);

/** Draws posted forms into the prerendered pages of `clientDir` (null: a bare page per form, for the dev server). */
export function enquiryFormPages(clientDir: string | null): FormPageRenderer {
  const spec = (kind: EnquiryKind) => ({
    label: (locale: Locale) => postedForms[kind].label(formLanguage(locale)),
    draw: (locale: Locale, props: { posted: PostedEnquiry; page: string }) => postedFormElement(kind, locale, props),
    fallbackPage: postedForms[kind].fallbackPage,
  });
  return formPageRenderer(clientDir, { contact: spec("contact"), requirement: spec("requirement") });
}

/**
 * A native post refused before its form could be drawn again (too large to read, no form of ours, a failure of the
 * relay): an HTML page in the visitor's language saying why, never a JSON text.
 */
export function sendRefusal(
  reply: FastifyReply,
  pages: FormPageRenderer,
  status: number,
  reason: string,
  locale: Locale,
  from: string | undefined,
) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(pages.refusal(locale, reason, from));
}

/** How a native post is answered: the thank-you page, the form again (with its messages and values), or a refusal. */
export type FormPostAnswer =
  | { type: "thank-you" }
  | { type: "form"; status: number; kind: EnquiryKind; posted: PostedEnquiry }
  | { type: "error"; status: number; error: string };

/** Sends the answer; `body` is the post, whose `page` field says which page to draw the form into. */
export function answerFormPost(
  reply: FastifyReply,
  pages: FormPageRenderer,
  body: URLSearchParams,
  answer: FormPostAnswer,
  locale: Locale,
) {
  switch (answer.type) {
    case "thank-you":
      return reply.code(303).header("location", thankYouPage(locale)).header("cache-control", "no-store").send();
    case "form":
      return reply
        .code(answer.status)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(pages.render(answer.kind, locale, body.get("page") ?? "", answer.posted));
    case "error":
      return sendRefusal(reply, pages, answer.status, answer.error, locale, body.get("page") ?? undefined);
  }
}

/**
 * A native post refused before it was read (over the rate limit): its page again, with the reason above the form and
 * every value kept. The body is read here, up to the form posts' limit; one that cannot be read gets `fallback`.
 */
export async function answerRefusedFormPost(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  pages: FormPageRenderer,
  fallback: () => unknown,
  locale: Locale,
) {
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
  const values = formValues(kind, (name) => body.get(name));
  return answerFormPost(
    reply,
    pages,
    body,
    { type: "form", status, kind, posted: { values, errors: {}, formError: error } },
    locale,
  );
}

/** Reads a native post, hands a valid one to the intake, and says how to answer it and what its log line says. */
export async function readFormPost(
  body: URLSearchParams,
  intake: EnquiryIntake,
  locale: Locale,
  admit?: Admission,
): Promise<{
  answer: FormPostAnswer;
  log: Partial<RelayLog>;
  accepted?: AcceptedEnquiry;
  held?: HeldNotice;
  retryAfterSeconds?: number;
}> {
  const kind = body.get("form");
  const website = body.get("website") ?? "";

  if (!isEnquiryKind(kind)) {
    return {
      answer: { type: "error", status: 400, error: message("relay_unreadable", locale) },
      log: { outcome: "rejected", reason: "unknown-form" },
    };
  }

  const values = formValues(kind, (name) => body.get(name));
  const checked = checkForm(kind, body.get("page") ?? "", values, locale);
  if (!checked.ok) {
    return {
      answer: { type: "form", status: 400, kind, posted: { values, errors: checked.errors } },
      log: { outcome: "rejected", reason: "invalid", form: kind },
    };
  }

  const { outcome, log } = await intake.accept(
    { to: site.email, content: { type: "form", enquiry: checked.enquiry }, spam: { website }, locale },
    admit,
  );
  if (outcome.kind === "accepted") return { answer: { type: "thank-you" }, log, accepted: outcome.accepted };
  if (outcome.kind === "held") return { answer: { type: "thank-you" }, log, held: outcome.held };
  return {
    answer: { type: "form", status: outcome.status, kind, posted: { values, errors: {}, formError: outcome.error } },
    log,
    ...(outcome.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: outcome.retryAfterSeconds }),
  };
}
