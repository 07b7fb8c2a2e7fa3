/**
 * An accepted enquiry as it waits for delivery: the message plus the identity it got at acceptance.
 * Its Message-ID and Date are fixed then, so a message delivered twice (a crash between the mail
 * server's "250" and the spool's delete) arrives as the same message, which mail clients fold into one.
 */
import { randomUUID } from "node:crypto";

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** `Content-Language`: the language the visitor wrote from, when one of the site's forms sent it. */
  language?: string;
}

export interface Enquiry {
  /** Unique, starts with the acceptance time: sorting ids sorts by age. Safe as a file name and a job id. */
  id: string;
  /** `<id@domain-of-the-sender>` */
  messageId: string;
  /** Epoch ms of the 200: the message's Date header. */
  acceptedAt: number;
  /**
   * Epoch ms from which the give-up age counts: the acceptance, or the moment an operator put the
   * dead letter back in the queue (else a letter that died of old age would die again at once).
   */
  queuedAt: number;
  mail: OutgoingMail;
}

/** Fixed width so that ids sort by time as strings (base 36 stays at 9 digits until the year 5188). */
const TIME_DIGITS = 9;

export function newEnquiry(mail: OutgoingMail, now = Date.now()): Enquiry {
  // randomUUID draws from a cached pool of entropy, cheaper per call than randomBytes.
  const id = `${now.toString(36).padStart(TIME_DIGITS, "0")}-${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const domain = mail.from.address.slice(mail.from.address.lastIndexOf("@") + 1);
  return { id, messageId: `<${id}@${domain}>`, acceptedAt: now, queuedAt: now, mail };
}

/**
 * A dead letter put back in the queue (`npm run mail -- retry`): the same message, whose give-up age now counts from
 * `now`, else one that died of old age would die again before its first new attempt.
 */
export function revived(enquiry: Enquiry, now: number): Enquiry {
  return { ...enquiry, queuedAt: now };
}

/** The acceptance time an id carries (NaN for a name that is no enquiry id). */
export function acceptedAtOf(id: string): number {
  return /^[0-9a-z]{9}-[0-9a-f]{16}$/.test(id) ? parseInt(id.slice(0, TIME_DIGITS), 36) : Number.NaN;
}

export const isEnquiryId = (name: string) => !Number.isNaN(acceptedAtOf(name));
