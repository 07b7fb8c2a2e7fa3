/**
 * Delivers what waits in the file spool, inside the server process. A new enquiry is tried at once;
 * a temporary failure waits its backoff; the spool folder is also read again every few seconds, which
 * resumes what a previous run left behind and picks up dead letters that `npm run mail -- retry` put back.
 * Retry counts live in memory: after a restart every pending message is simply tried again.
 */
import type { FastifyBaseLogger } from "fastify";
import type { RetryPolicy } from "../config";
import type { Enquiry } from "./enquiry";
import { BURST_OVER_AFTER_MS, type FileSpool } from "./file-spool";
import { isExpired, retryDelay, type DeliveryFailure } from "./retry-policy";
import { attemptDelivery, type MailTransport } from "./transport";
import { deliveryLog, type SettledListener } from "./delivery-log";

export interface FileWorkerOptions {
  spool: FileSpool;
  transport: MailTransport;
  policy: RetryPolicy;
  attemptDeadlineMs: number;
  log: FastifyBaseLogger;
  concurrency: number;
  /** Told when an enquiry is delivered or becomes a dead letter (measurement: the lead's state). */
  onSettled?: SettledListener;
}

/**
 * While enquiries keep arriving, new delivery attempts wait until the burst is over: a visitor waits for the answer
 * to an accept, nobody waits for a delivery, and both compete for the same CPU. With the rate limits, real arrivals
 * are never that dense for long; under a flood, deliveries start once it pauses.
 */
const YIELD_TO_ARRIVALS_MS = BURST_OVER_AFTER_MS;

interface Tracked {
  attempts: number;
  /** The enquiry as it was just stored, so its first attempt need not read it back. */
  fresh?: Enquiry;
  lastFailure?: DeliveryFailure;
  timer?: NodeJS.Timeout;
}

export class FileDeliveryWorker {
  private readonly tracked = new Map<string, Tracked>();
  /** Due now, oldest first. */
  private readonly ready: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private rescanTimer: NodeJS.Timeout | undefined;
  private readonly rescanMs: number;
  private lastArrivalAt = Number.NEGATIVE_INFINITY;
  private resumeTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: FileWorkerOptions) {
    // Often enough that a revived dead letter goes out within seconds; never a busy loop.
    this.rescanMs = Math.min(5000, Math.max(100, options.policy.firstMs));
  }

  async start(): Promise<void> {
    const rescan = () =>
      this.rescan().catch((error: unknown) => this.options.log.error({ err: error }, "delivery: cannot read the spool"));
    await rescan();
    this.rescanTimer = setInterval(rescan, this.rescanMs);
  }

  /** A message just stored (or found in the spool): try it now rather than at the next rescan. */
  enqueue(id: string, fresh?: Enquiry): void {
    if (fresh) this.lastArrivalAt = performance.now();
    if (this.stopping.signal.aborted || this.tracked.has(id)) return;
    this.tracked.set(id, { attempts: 0, ...(fresh ? { fresh } : {}) });
    this.ready.push(id);
    this.pump();
  }

  /**
   * Stops taking messages, lets attempts in flight finish for up to graceMs, then aborts them (their
   * connections closed). Whatever was not delivered stays in the spool for the next start.
   */
  async stop(graceMs: number): Promise<void> {
    if (this.stopping.signal.aborted) return;
    clearInterval(this.rescanTimer);
    clearTimeout(this.resumeTimer);
    const running = Promise.allSettled([...this.inFlight]);
    let graceTimer: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)))]);
    clearTimeout(graceTimer);
    this.stopping.abort();
    for (const entry of this.tracked.values()) clearTimeout(entry.timer);
    await running;
  }

  private async rescan() {
    for (const id of await this.options.spool.pendingIds()) this.enqueue(id);
  }

  private pump() {
    const quietFor = performance.now() - this.lastArrivalAt;
    if (quietFor < YIELD_TO_ARRIVALS_MS) {
      this.resumeTimer ??= setTimeout(() => {
        this.resumeTimer = undefined;
        this.pump();
      }, YIELD_TO_ARRIVALS_MS - quietFor);
      return;
    }
    while (!this.stopping.signal.aborted && this.inFlight.size < this.options.concurrency && this.ready.length > 0) {
      const id = this.ready.shift()!;
      const run: Promise<void> = this.deliver(id)
        .catch((error: unknown) => this.afterSpoolError(id, error))
        .finally(() => {
          this.inFlight.delete(run);
          this.pump();
        });
      this.inFlight.add(run);
    }
  }

  private async deliver(id: string) {
    const { spool, transport, policy, attemptDeadlineMs, log } = this.options;
    const entry = this.tracked.get(id)!;
    const enquiry = entry.fresh ?? (await spool.read(id));
    entry.fresh = undefined;
    if (!enquiry) {
      this.tracked.delete(id);
      return;
    }
    if (isExpired(enquiry.queuedAt, policy)) {
      return this.bury(enquiry, entry, {
        permanent: true,
        reason: "expired",
        ...(entry.lastFailure?.reply ? { reply: entry.lastFailure.reply } : {}),
      });
    }

    entry.attempts += 1;
    const startedAt = Date.now();
    const failure = await attemptDelivery(transport, enquiry, attemptDeadlineMs, this.stopping.signal);
    if (!failure) {
      await spool.delivered(id);
      this.tracked.delete(id);
      log.info(
        deliveryLog(enquiry, "delivered", { attempt: entry.attempts, durationMs: Date.now() - startedAt }),
        "delivery: delivered",
      );
      this.options.onSettled?.(enquiry, "delivered");
      return;
    }
    // Shutting down is not the message's fault: it stays pending, the next start tries again.
    if (failure.reason === "shutdown") return;

    entry.lastFailure = failure;
    await spool.noteError({
      at: Date.now(),
      id,
      reason: failure.reason,
      ...(failure.reply ? { reply: failure.reply } : {}),
      dead: failure.permanent,
    });
    if (failure.permanent) return this.bury(enquiry, entry, failure);
    this.retryLater(enquiry, entry, failure);
  }

  private retryLater(enquiry: Enquiry, entry: Tracked, failure: DeliveryFailure) {
    const delayMs = retryDelay(entry.attempts, this.options.policy);
    this.options.log.warn(
      deliveryLog(enquiry, "retrying", { attempt: entry.attempts, retryInMs: delayMs, ...failure }),
      "delivery: will retry",
    );
    this.tryAgain(enquiry.id, entry, delayMs);
  }

  private tryAgain(id: string, entry: Tracked, delayMs: number) {
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      this.ready.push(id);
      this.pump();
    }, delayMs);
  }

  private async bury(enquiry: Enquiry, entry: Tracked, failure: DeliveryFailure) {
    // The last error is written before the dead letter, as for a 5xx in deliver(): whoever sees the dead letter
    // (`npm run mail -- status`) also sees why it died.
    if (failure.reason === "expired") {
      await this.options.spool.noteError({ at: Date.now(), id: enquiry.id, reason: failure.reason, dead: true });
    }
    await this.options.spool.bury(enquiry, { at: Date.now(), attempts: entry.attempts, ...failure });
    this.tracked.delete(enquiry.id);
    this.options.log.error(
      deliveryLog(enquiry, "dead", { attempts: entry.attempts, ...failure }),
      "delivery: gave up, now a dead letter",
    );
    this.options.onSettled?.(enquiry, "dead");
  }

  /** The spool itself failed (disk full, permissions): keep the message and try again later. */
  private afterSpoolError(id: string, error: unknown) {
    const entry = this.tracked.get(id);
    this.options.log.error({ err: error, delivery: { id, state: "spool-error" } }, "delivery: spool error");
    if (!entry || this.stopping.signal.aborted) return;
    this.tryAgain(id, entry, retryDelay(Math.max(entry.attempts, 1), this.options.policy));
  }
}
