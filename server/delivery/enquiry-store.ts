/**
 * Where accepted enquiries wait for delivery, whichever store holds them: files in SPOOL_DIR (file-store.ts), or a
 * BullMQ queue in Redis (redis-store.ts). A store keeps enquiries and hands the due ones to the delivery engine
 * (engine.ts), which decides what becomes of each: the rules (retries, expiry, dead letters, their retention, the
 * log lines and the alert) are the engine's, written once; how a store schedules, keeps and removes is its own.
 */
import type { Enquiry } from "./enquiry";
import type { DeliveryFailure } from "./retry-policy";

/** What the relay sees: it puts accepted enquiries in. */
export interface EnquiryQueue {
  readonly kind: "file" | "redis";
  /** Resolves only once the enquiry is durably stored: a crash after that cannot lose it. */
  add(enquiry: Enquiry): Promise<void>;
}

/** The latest failed delivery attempt. Ids and the server's reply only, never message text. */
export interface LastError {
  at: number;
  id: string;
  reason: string;
  reply?: string;
  /** Whether that failure made the enquiry a dead letter. */
  dead: boolean;
}

export interface QueueStatus {
  pending: number;
  /** Epoch ms of the 200 of the oldest enquiry still waiting; null when none waits. */
  oldestPendingAcceptedAt: number | null;
  dead: number;
  /** Epoch ms at which the oldest dead letter died; null when there is none. */
  oldestDeadAt: number | null;
  lastError: LastError | null;
}

/** A dead letter as the engine's retention sees it: ids and the time of death, never the message. */
export interface DeadLetterEntry {
  id: string;
  messageId: string;
  diedAt: number;
}

/** What `npm run mail` does, with the server running or stopped. */
export interface QueueAdmin {
  status(): Promise<QueueStatus>;
  /** Puts every dead letter back in the queue, its give-up age counted from `now` (see `revived`); returns how many. */
  retryDead(now?: number): Promise<number>;
  /** Deletes every dead letter at once; returns how many. */
  purgeDead(): Promise<number>;
  close(): Promise<void>;
}

/** An enquiry that is due for an attempt. */
export interface DueJob {
  enquiry: Enquiry;
  /** Attempts already made (for the file store: since this process started). */
  attemptsMade: number;
  /** The last temporary failure, when the store knows it: an enquiry that expires keeps the server's last reply. */
  lastFailure?: DeliveryFailure;
}

/** What the engine decided for a due job; the store carries it out. */
export type Verdict =
  | { state: "delivered"; attempt: number; durationMs: number }
  /** A temporary failure: try again in retryInMs. */
  | { state: "retrying"; attempt: number; retryInMs: number; failure: DeliveryFailure }
  /** Refused for good or too old: keep it as a dead letter. */
  | { state: "dead"; attempts: number; failure: DeliveryFailure }
  /** The server is stopping: not the message's fault, it waits again with no attempt counted. */
  | { state: "shutdown" };

/** The engine's side of a store's work loop. */
export interface DeliveryWork {
  concurrency: number;
  attempt(job: DueJob): Promise<Verdict>;
  /** Called once the store has carried the verdict out (the dead letter is stored, the delivered one removed). */
  settled(enquiry: Enquiry, verdict: Verdict): void;
}

export interface DeliveryStore extends EnquiryQueue, QueueAdmin {
  /** For the start-up line: where accepted enquiries wait. */
  readonly where: string;
  /**
   * Hands each due job to `work.attempt`, at most `work.concurrency` at a time, carries out the verdict, then calls
   * `work.settled`. Resumes what a previous run left, and picks up dead letters that were put back.
   */
  startWork(work: DeliveryWork): Promise<void>;
  /** Takes no more jobs; resolves once the attempts in flight are over (the engine aborts them after its grace). */
  stopWork(): Promise<void>;
  noteError(lastError: LastError): Promise<void>;
  /** Every dead letter, the oldest death first. */
  deadLetters(): Promise<DeadLetterEntry[]>;
  /**
   * Deletes the dead letters that died at or before `cutoff` (epoch ms) and are dead letters still (not put back
   * meanwhile); returns those it deleted.
   */
  deleteDeadBefore(cutoff: number): Promise<DeadLetterEntry[]>;
}
