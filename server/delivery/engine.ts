/**
 * The delivery engine: the rules of a mail server's queue, written once for both stores (the file spool and Redis).
 * - Each due enquiry gets one attempt with a deadline; a delivered one is removed.
 * - A temporary failure (no connection, a timeout, an SMTP 4xx) is retried after a backoff (retry-policy.ts).
 * - A permanent one (an SMTP 5xx), and an enquiry older than GIVE_UP_AFTER_MS, becomes a dead letter: one error log
 *   line, and one alert to ALERT_WEBHOOK_URL when it is set.
 * - A dead letter is kept DEAD_LETTER_DAYS, then deleted with one log line.
 * Every log line carries ids, states and the mail server's reply; never the subject, the message or the visitor.
 * The store (enquiry-store.ts) decides when a job is due and carries the engine's verdicts out.
 */
import type { FastifyBaseLogger } from "fastify";
import type { RetryPolicy } from "../config";
import type { DeadLetterAlerts } from "./alert";
import type { Enquiry } from "./enquiry";
import { isExpired, retryDelay, type DeliveryFailure } from "./retry-policy";
import type { DeliveryStore, DueJob, Verdict } from "./enquiry-store";
import { attemptDelivery, type MailTransport } from "./transport";

export interface EngineOptions {
  transport: MailTransport;
  policy: RetryPolicy;
  /** The longest one attempt may take before its connection is closed. */
  attemptDeadlineMs: number;
  /** Attempts at the same time, per process. */
  concurrency: number;
  /** How long a dead letter is kept: DEAD_LETTER_DAYS (tests use milliseconds). */
  deadLetterRetentionMs: number;
  /** The dead-letter alert (ALERT_WEBHOOK_URL); null: none. */
  alerts: DeadLetterAlerts | null;
  log: FastifyBaseLogger;
  /** Told when an enquiry leaves the queue for good: delivered, or a dead letter (measurement: the lead's state). */
  onSettled?: SettledListener;
}

/** Told when an enquiry leaves the queue for good: delivered, or a dead letter. */
export type SettledListener = (enquiry: Pick<Enquiry, "id" | "messageId">, state: "delivered" | "dead") => void;

export type DeliveryState = "delivered" | "retrying" | "dead" | "deleted";

/** The structured part of a delivery log line: ids, state and the server's reply, never the message's text. */
export function deliveryLog(
  enquiry: Pick<Enquiry, "id" | "messageId">,
  state: DeliveryState,
  detail: Record<string, unknown>,
) {
  return { delivery: { id: enquiry.id, messageId: enquiry.messageId, state, ...detail } };
}

/** Dead letters of other instances (Redis), or of a clock that jumped, are looked for at least this often. */
const SWEEP_AT_LEAST_EVERY_MS = 3_600_000;
/**
 * After the grace, aborted attempts end at once; a store that still has not stopped by then is waiting for something
 * that may never answer (Redis gone), and its close() forces it.
 */
const AFTER_ABORT_WAIT_MS = 2000;

export class DeliveryEngine {
  private readonly stopping = new AbortController();
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweepAt = Number.POSITIVE_INFINITY;
  private sweeping: Promise<void> | null = null;
  private stopped: Promise<void> | null = null;

  constructor(
    private readonly store: DeliveryStore,
    private readonly options: EngineOptions,
  ) {}

  async start(): Promise<void> {
    await this.store.startWork({
      concurrency: this.options.concurrency,
      attempt: (job) => this.attempt(job),
      settled: (enquiry, verdict) => this.settled(enquiry, verdict),
    });
    this.sweepSoon(Date.now());
  }

  /**
   * Takes no more jobs, lets attempts in flight finish for up to graceMs, then aborts them (their connections
   * closed): whatever was not delivered waits in the store for the next start, or for another instance.
   */
  stop(graceMs: number): Promise<void> {
    this.stopped ??= this.shutDown(graceMs);
    return this.stopped;
  }

  private async shutDown(graceMs: number) {
    clearTimeout(this.sweepTimer);
    this.sweepAt = Number.NEGATIVE_INFINITY; // no sweep is scheduled any more
    const finishing = this.store.stopWork();
    let graceTimer: NodeJS.Timeout | undefined;
    await Promise.race([finishing, new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)))]);
    clearTimeout(graceTimer);
    this.stopping.abort();
    let abortTimer: NodeJS.Timeout | undefined;
    await Promise.race([finishing, new Promise((resolve) => (abortTimer = setTimeout(resolve, AFTER_ABORT_WAIT_MS)))]);
    clearTimeout(abortTimer);
    await this.sweeping;
    await this.options.alerts?.close();
  }

  /** One attempt, or none when the enquiry is too old: what should become of the job. */
  async attempt({ enquiry, attemptsMade, lastFailure }: DueJob): Promise<Verdict> {
    const { transport, policy, attemptDeadlineMs } = this.options;
    if (isExpired(enquiry.queuedAt, policy)) {
      const failure: DeliveryFailure = {
        permanent: true,
        reason: "expired",
        ...(lastFailure?.reply ? { reply: lastFailure.reply } : {}),
      };
      await this.noteError(enquiry, failure);
      return { state: "dead", attempts: attemptsMade, failure };
    }
    const attempt = attemptsMade + 1;
    const startedAt = Date.now();
    const failure = await attemptDelivery(transport, enquiry, attemptDeadlineMs, this.stopping.signal);
    if (!failure) return { state: "delivered", attempt, durationMs: Date.now() - startedAt };
    if (failure.reason === "shutdown") return { state: "shutdown" };
    // Written before the store buries it: whoever sees the dead letter (`npm run mail -- status`) also sees why.
    await this.noteError(enquiry, failure);
    if (failure.permanent) return { state: "dead", attempts: attempt, failure };
    return { state: "retrying", attempt, retryInMs: retryDelay(attempt, policy), failure };
  }

  /** The verdict is carried out: its log line, and for a dead letter the alert and, in time, its deletion. */
  settled(enquiry: Enquiry, verdict: Verdict): void {
    const { log, alerts, deadLetterRetentionMs, onSettled } = this.options;
    switch (verdict.state) {
      case "delivered":
        log.info(
          deliveryLog(enquiry, "delivered", { attempt: verdict.attempt, durationMs: verdict.durationMs }),
          "delivery: delivered",
        );
        onSettled?.(enquiry, "delivered");
        return;
      case "retrying":
        log.warn(
          deliveryLog(enquiry, "retrying", {
            attempt: verdict.attempt,
            retryInMs: verdict.retryInMs,
            ...verdict.failure,
          }),
          "delivery: will retry",
        );
        return;
      case "dead": {
        const now = Date.now();
        log.error(
          deliveryLog(enquiry, "dead", { attempts: verdict.attempts, ...verdict.failure }),
          "delivery: gave up, now a dead letter",
        );
        alerts?.send({
          event: "dead-letter",
          id: enquiry.id,
          messageId: enquiry.messageId,
          reason: verdict.failure.reason,
          ageSeconds: Math.max(0, Math.round((now - enquiry.acceptedAt) / 1000)),
        });
        this.sweepSoon(now + deadLetterRetentionMs);
        onSettled?.(enquiry, "dead");
        return;
      }
      case "shutdown":
        return;
    }
  }

  private async noteError(enquiry: Enquiry, failure: DeliveryFailure) {
    await this.store.noteError({
      at: Date.now(),
      id: enquiry.id,
      reason: failure.reason,
      ...(failure.reply ? { reply: failure.reply } : {}),
      dead: failure.permanent,
    });
  }

  /** One timer, at the earliest moment a dead letter's time is up (and at least hourly). */
  private sweepSoon(at: number) {
    if (this.stopping.signal.aborted || at >= this.sweepAt) return;
    clearTimeout(this.sweepTimer);
    this.sweepAt = at;
    this.sweepTimer = setTimeout(
      () => {
        this.sweepAt = Number.POSITIVE_INFINITY;
        // After the sweep under way, if any: it may have listed the dead letters before this one died.
        const run: Promise<void> = (this.sweeping ?? Promise.resolve())
          .then(() => this.sweep())
          .catch((error: unknown) => {
            this.options.log.error({ err: error }, "delivery: cannot delete old dead letters yet");
            this.sweepSoon(Date.now() + SWEEP_AT_LEAST_EVERY_MS);
          })
          .finally(() => {
            if (this.sweeping === run) this.sweeping = null;
          });
        this.sweeping = run;
      },
      Math.max(0, at - Date.now()),
    );
    this.sweepTimer.unref();
  }

  /** Deletes the dead letters kept for their time, one log line each (ids, never the message), and plans the next sweep. */
  private async sweep() {
    const { deadLetterRetentionMs, log } = this.options;
    if (this.stopping.signal.aborted) return;
    for (const dead of await this.store.deleteDeadBefore(Date.now() - deadLetterRetentionMs)) {
      log.info(
        deliveryLog(dead, "deleted", { diedAt: new Date(dead.diedAt).toISOString() }),
        "delivery: dead letter deleted, its retention (DEAD_LETTER_DAYS) is over",
      );
    }
    const [oldest] = await this.store.deadLetters();
    this.sweepSoon(
      Math.min(
        Date.now() + SWEEP_AT_LEAST_EVERY_MS,
        oldest ? oldest.diedAt + deadLetterRetentionMs : Number.POSITIVE_INFINITY,
      ),
    );
  }
}
