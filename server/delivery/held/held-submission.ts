/**
 * A held submission: one that tripped a spam signal (server/relay/spam-signals.ts). The visitor was answered as for
 * any enquiry; the message is kept, composed and ready, until the owner releases it (`npm run mail -- release <id>`,
 * when it enters the delivery queue like an accepted enquiry), or its time (HELD_DAYS) is up, or HELD_MAX newer ones
 * push it out. Where it is kept: held/ in the spool's folder (file-held-store.ts), or Redis (redis-held-store.ts).
 */
import type { Locale } from "../../../shared/i18n/locales";
import type { Enquiry } from "../enquiry";

/** Why a submission is held; the ids of docs/contracts.md, "Held submissions". */
export const HELD_REASONS = ["honeypot", "too-fast", "disposable-email", "links", "script", "repeated"] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

/** What the relay tells of a held submission (measurement counts them per day and reason): never its text. */
export interface HeldNotice {
  /** Which of the site's forms sent it; null: an outside client's message. */
  form: string | null;
  language: Locale;
  reasons: HeldReason[];
}

export interface HeldSubmission extends HeldNotice {
  /** The enquiry's id: it keeps it when released, so its Message-ID is the same whenever it is delivered. */
  id: string;
  /** Epoch ms at which it was held. */
  heldAt: number;
  /** The e-mail as it would have been sent. */
  enquiry: Enquiry;
}

/** One line of `npm run mail -- held`: what the owner needs to decide, never the message's text. */
export type HeldEntry = Omit<HeldSubmission, "enquiry">;

/** What a log line says of a held submission that was deleted. */
export type HeldTrace = Pick<HeldSubmission, "id" | "heldAt">;

export const heldEntry = ({ enquiry: _enquiry, ...entry }: HeldSubmission): HeldEntry => entry;

/** The outcome of a release. */
export type Release = { released: true; enquiry: Enquiry } | { released: false };

/** Where held submissions are kept; the same faces for the server and for `npm run mail`. */
export interface HeldStore {
  readonly where: string;
  /** Resolves once the submission is durably stored. Past HELD_MAX, the oldest go (returned, for their log line). */
  hold(held: HeldSubmission): Promise<HeldTrace[]>;
  /** Every held submission, the oldest first, without the text. */
  list(): Promise<HeldEntry[]>;
  count(): Promise<number>;
  /** One in full; undefined when there is none of that id. */
  read(id: string): Promise<HeldSubmission | undefined>;
  /**
   * Takes it out of the held ones and hands it to `enqueue` (the delivery queue's add), once: of two releases of
   * the same id, one finds it gone. Should `enqueue` fail, it is held again.
   */
  release(id: string, enqueue: (enquiry: Enquiry) => Promise<void>): Promise<Release>;
  /** Deletes those held at or before `cutoff` (epoch ms); returns their ids and times. */
  deleteHeldBefore(cutoff: number): Promise<HeldTrace[]>;
  close(): Promise<void>;
}

/** What a store needs of the settings. */
export interface HeldLimits {
  /** HELD_MAX: the most kept at once. */
  max: number;
}
