/**
 * When to try a delivery again, and when to stop: the rules of a mail server's queue.
 * A temporary failure (no connection, a timeout, an SMTP 4xx) is retried with exponential backoff;
 * a permanent one (SMTP 5xx) is not, and neither is a message older than the give-up age.
 */
import type { RetryPolicy } from "../config";

export interface DeliveryFailure {
  permanent: boolean;
  /** A short code for logs and `npm run mail -- status`: smtp-550, ECONNREFUSED, ETIMEDOUT, expired… */
  reason: string;
  /** The mail server's reply, when it gave one: one line, at most 200 characters. */
  reply?: string;
}

/**
 * The delay before attempt `attempt + 1`, after `attempt` failed ones (1, 2, …): RETRY_FIRST_MS doubled
 * each time up to RETRY_MAX_MS, then up to a fifth shorter at random, so a backlog that failed together
 * does not retry in lockstep.
 */
export function retryDelay(
  attempt: number,
  policy: Pick<RetryPolicy, "firstMs" | "maxMs">,
  random = Math.random,
): number {
  const base = Math.min(policy.maxMs, policy.firstMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
  return Math.max(1, Math.round(base * (1 - 0.2 * random())));
}

export const isExpired = (queuedAt: number, policy: Pick<RetryPolicy, "giveUpAfterMs">, now = Date.now()) =>
  now - queuedAt > policy.giveUpAfterMs;

/** An error raised when the attempt's deadline passed or the server is shutting down. */
export class AttemptAborted extends Error {
  override name = "AttemptAborted";
  constructor(readonly reason: "deadline" | "shutdown") {
    super(reason === "deadline" ? "the delivery attempt took too long" : "the server is shutting down");
  }
}

// Refused logins and TLS trouble come from our own settings, not from the message: they keep the
// message waiting (for the operator to fix SMTP_URL) instead of turning every lead into a dead letter.
const RETRIED_WHATEVER_THE_REPLY = new Set(["EAUTH", "ETLS", "ENOAUTH"]);

export function describeFailure(error: unknown): DeliveryFailure {
  if (error instanceof AttemptAborted) return { permanent: false, reason: error.reason };
  const err = (error ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const code = typeof err.code === "string" ? err.code : undefined;
  const responseCode = typeof err.responseCode === "number" ? err.responseCode : undefined;
  const replyText = typeof err.response === "string" ? err.response : undefined;
  const reply = replyText?.replace(/\s+/g, " ").trim().slice(0, 200) || undefined;
  const permanent =
    responseCode !== undefined &&
    responseCode >= 500 &&
    responseCode < 600 &&
    !RETRIED_WHATEVER_THE_REPLY.has(code ?? "");
  const reason = responseCode !== undefined ? `smtp-${responseCode}` : (code ?? "error");
  return { permanent, reason, ...(reply ? { reply } : {}) };
}
