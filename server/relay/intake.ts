/**
 * The one step every enquiry goes through once it is valid, whichever way it came (JSON from a form's script, JSON
 * from an outside client, or a form posted natively): only our own inbox, the e-mail composed, then stored for
 * delivery, or held for the owner's review when it trips a spam signal (spam-signals.ts), answered as a success
 * either way (503 when it cannot be stored: nothing is reported as sent that was not stored).
 */
import { site } from "../../shared/site";
import type { Locale } from "../../shared/i18n/locales";
import { message } from "../../shared/i18n/messages";
import type { ServerConfig } from "../config";
import { newEnquiry, type Enquiry, type OutgoingMail } from "../delivery/enquiry";
import type { EnquiryQueue } from "../delivery/enquiry-store";
import type { HeldKeeper } from "../delivery/held/held-keeper";
import type { HeldNotice, HeldReason } from "../delivery/held/held-submission";
import { formMail, type EnquiryKind, type FormEnquiry } from "./enquiry-forms";
import { REPEATED_FROM, type RepeatTracker } from "./repeat-tracker";
import { spamSignals } from "./spam-signals";

/** What an enquiry says: a typed enquiry from one of the site's forms, or an outside client's subject and body. */
export type EnquiryContent =
  { type: "form"; enquiry: FormEnquiry } | { type: "message"; subject: string; body: string };

export interface Submission {
  /** The recipient asked for; only MAIL_TO is accepted. */
  to: string;
  content: EnquiryContent;
  /** The honeypot's value, and how long the page was open (unknown for a native post). */
  spam: { website: string; elapsedMs?: number };
  /** The language of the page it came from: the relay's answers are in it. */
  locale: Locale;
}

/** What the one log line of a request says; filled in as the request goes. Never message text. */
export interface RelayLog {
  outcome: "accepted" | "held" | "rejected" | "failed" | "rate-limited";
  reason?: string;
  /** The accepted or held enquiry's id, as in the delivery log lines and `npm run mail -- held`. */
  id?: string;
  /** Why it could not be stored, for the operator. */
  detail?: string;
  recipientAllowed?: boolean;
  recipientDomain?: string;
  /** "form": posted natively by a form (no JavaScript), not sent as JSON by its script. */
  channel?: "form";
  /** Which of the site's forms sent it, when one did. */
  form?: EnquiryKind;
}

/** A stored enquiry, with the form it came from (null: an outside client's message). */
export interface AcceptedEnquiry {
  enquiry: Enquiry;
  form: EnquiryKind | null;
}

/** What became of a valid enquiry: durably stored for delivery, held for review, or refused with a status and a text. */
export type IntakeOutcome =
  | { kind: "accepted"; id: string; accepted: AcceptedEnquiry }
  | { kind: "held"; id: string; held: HeldNotice }
  | { kind: "refused"; status: number; error: string; retryAfterSeconds?: number };

/** The cap for all addresses together, asked once a submission is known to be well-formed (relay/rate-limit.ts). */
export type Admission = () => Promise<{ error: string; retryAfterSeconds: number } | null>;

/** The answer when an enquiry cannot be stored: nothing was sent. */
export const deliveryFailed = (locale: Locale) => message("relay_delivery_failed", locale);

/** The e-mail to our inbox. The sender is always the site's fixed label; only a form's typed e-mail becomes Reply-To. */
export function buildMail(content: EnquiryContent, recipient: string, mailFrom: string): OutgoingMail {
  const { subject, body, replyTo, language } =
    content.type === "form" ? formMail(content.enquiry) : { ...content, replyTo: undefined, language: undefined };
  return {
    from: { name: site.senderLabel, address: mailFrom },
    to: recipient,
    // A header is one line. The contract refuses a line break in an outside client's subject; a form's subject comes
    // from its values (a name, a typed subject), which a hand-made post may break: it is joined up instead.
    subject: subject.replace(/[\r\n\u2028\u2029]+/g, " "),
    text: body,
    ...(replyTo ? { replyTo } : {}),
    ...(language ? { language } : {}),
  };
}

/** Where suspected spam goes: the held submissions, and the memory of messages sent from several addresses. */
export interface Holding {
  keeper: HeldKeeper;
  repeats: RepeatTracker;
}

export class EnquiryIntake {
  constructor(
    private readonly config: Pick<ServerConfig, "mailTo" | "mailFrom">,
    private readonly queue: EnquiryQueue,
    private readonly holding: Holding,
  ) {}

  /** Accepts, holds or refuses; `log` is what the request's log line says of it. `admit`: the overall cap. */
  async accept(submission: Submission, admit?: Admission): Promise<{ outcome: IntakeOutcome; log: Partial<RelayLog> }> {
    const { to, content, locale } = submission;
    const form = content.type === "form" ? { form: content.enquiry.kind } : {};
    // Never an open relay: the recipient must be one of ours, and we send to our own spelling of it.
    const recipient = this.config.mailTo.find((address) => address.toLowerCase() === to.toLowerCase());
    const seen = { ...form, recipientAllowed: recipient !== undefined, recipientDomain: domainOf(to) };
    if (!recipient) {
      return {
        outcome: { kind: "refused", status: 400, error: message("relay_not_our_inbox", locale) },
        log: { ...seen, outcome: "rejected", reason: "recipient" },
      };
    }

    // Suspected spam gets the answer a person gets, so a bot learns nothing, and is kept for the owner to review; it
    // does not count toward the cap for all addresses, so a flood of it never turns a person's enquiry away.
    const reasons = await this.signals(submission);
    if (reasons.length > 0) return this.hold(submission, recipient, reasons, seen);

    // Only now, with a well-formed enquiry that would be sent, does it count toward the cap for all addresses.
    const refusal = admit ? await admit() : null;
    if (refusal) {
      return {
        outcome: { kind: "refused", status: 429, error: refusal.error, retryAfterSeconds: refusal.retryAfterSeconds },
        log: { ...seen, outcome: "rate-limited", reason: "overall-limit" },
      };
    }

    const enquiry = newEnquiry(buildMail(content, recipient, this.config.mailFrom));
    try {
      await this.queue.add(enquiry);
    } catch (error) {
      return notStored(error, locale, seen);
    }
    const accepted = { enquiry, form: content.type === "form" ? content.enquiry.kind : null };
    return {
      outcome: { kind: "accepted", id: enquiry.id, accepted },
      log: { ...seen, outcome: "accepted", id: enquiry.id },
    };
  }

  /** The spam signals the submission trips, `repeated` included (which a store that is down cannot tell). */
  private async signals({ content, spam }: Submission): Promise<HeldReason[]> {
    const email = content.type === "form" ? content.enquiry.fields.email : undefined;
    const text = content.type === "form" ? content.enquiry.fields.message : content.body;
    const reasons = spamSignals({ ...spam, message: text, ...(email ? { email } : {}) });
    if (email && text.trim() !== "") {
      const addresses = await this.holding.repeats.addressesFor(text, email, this.holding.keeper.now()).catch(() => 0);
      if (addresses >= REPEATED_FROM) reasons.push("repeated");
    }
    return reasons;
  }

  private async hold(
    { content, locale }: Submission,
    recipient: string,
    reasons: HeldReason[],
    seen: Partial<RelayLog>,
  ): Promise<{ outcome: IntakeOutcome; log: Partial<RelayLog> }> {
    const { keeper } = this.holding;
    const heldAt = keeper.now();
    const enquiry = newEnquiry(buildMail(content, recipient, this.config.mailFrom), heldAt);
    const notice: HeldNotice = {
      form: content.type === "form" ? content.enquiry.kind : null,
      language: locale,
      reasons,
    };
    try {
      await keeper.hold({ ...notice, id: enquiry.id, heldAt, enquiry });
    } catch (error) {
      return notStored(error, locale, seen);
    }
    return {
      outcome: { kind: "held", id: enquiry.id, held: notice },
      log: { ...seen, outcome: "held", reason: reasons.join(","), id: enquiry.id },
    };
  }
}

/** The 503 of an enquiry that could not be stored, and its log line (the error's code, never the message). */
function notStored(error: unknown, locale: Locale, seen: Partial<RelayLog>) {
  const err = error as NodeJS.ErrnoException;
  return {
    outcome: { kind: "refused", status: 503, error: deliveryFailed(locale) } satisfies IntakeOutcome,
    log: {
      ...seen,
      outcome: "failed",
      reason: err.code ?? "not-stored",
      detail: String(err.message).slice(0, 200),
    } satisfies Partial<RelayLog>,
  };
}

function domainOf(address: string): string {
  const at = address.lastIndexOf("@");
  return at === -1 ? "(none)" : address.slice(at + 1, at + 101).toLowerCase();
}
