/**
 * The two faces of the delivery queue, whichever store holds it (files in SPOOL_DIR, or Redis):
 * the relay puts accepted enquiries in, the operator's `npm run mail` looks at it and revives dead letters.
 */
import type { Enquiry } from "./enquiry";

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
  lastError: LastError | null;
}

export interface QueueAdmin {
  status(): Promise<QueueStatus>;
  /** Puts every dead letter back in the queue, its give-up age counted from now; returns how many. */
  retryDead(): Promise<number>;
  close(): Promise<void>;
}
