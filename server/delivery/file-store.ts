/**
 * The file store: the spool in SPOOL_DIR (file-spool.ts) and the loop that hands its enquiries to the delivery
 * engine, inside the server process. A new enquiry is due at once; a temporary failure waits the delay the engine
 * chose; the spool folder is also read again every few seconds, which resumes what a previous run left behind and
 * picks up dead letters that `npm run mail -- retry` put back. Attempt counts live in memory: after a restart every
 * pending message is simply tried again.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Enquiry } from "./enquiry";
import { BURST_OVER_AFTER_MS, FileSpool } from "./file-spool";
import type { DeliveryFailure } from "./retry-policy";
import { retryDelay } from "./retry-policy";
import type { DeadLetterEntry, DeliveryStore, DeliveryWork, LastError, QueueStatus } from "./enquiry-store";

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

export class FileStore implements DeliveryStore {
  readonly kind = "file";
  readonly where: string;
  private work: DeliveryWork | undefined;
  private readonly tracked = new Map<string, Tracked>();
  /** Due now, oldest first. */
  private readonly ready: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  private rescanTimer: NodeJS.Timeout | undefined;
  private lastArrivalAt = Number.NEGATIVE_INFINITY;
  private resumeTimer: NodeJS.Timeout | undefined;

  private constructor(
    readonly spool: FileSpool,
    private readonly log: FastifyBaseLogger,
    /** How often the folder is read again: often enough that a revived dead letter goes out within seconds. */
    private readonly rescanMs: number,
    /** The backoff after a failure of the spool itself (a full disk). */
    private readonly spoolRetry: { firstMs: number; maxMs: number },
  ) {
    this.where = spool.dir;
  }

  /** Opens the spool (proving SPOOL_DIR can be written) and splits what a crashed run left in batches. */
  static async open(
    spoolDir: string,
    log: FastifyBaseLogger,
    retry: { firstMs: number; maxMs: number },
  ): Promise<FileStore> {
    const spool = await new FileSpool(spoolDir, log).open();
    return new FileStore(spool, log, Math.min(5000, Math.max(100, retry.firstMs)), retry);
  }

  async add(enquiry: Enquiry): Promise<void> {
    await this.spool.add(enquiry);
    this.lastArrivalAt = performance.now();
    this.enqueue(enquiry.id, enquiry);
  }

  async startWork(work: DeliveryWork): Promise<void> {
    this.work = work;
    const rescan = () =>
      this.rescan().catch((error: unknown) => this.log.error({ err: error }, "delivery: cannot read the spool"));
    await rescan();
    this.rescanTimer = setInterval(rescan, this.rescanMs);
    this.pump(); // what was accepted before the work began
  }

  async stopWork(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.rescanTimer);
    clearTimeout(this.resumeTimer);
    for (const entry of this.tracked.values()) clearTimeout(entry.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  noteError(lastError: LastError): Promise<void> {
    return this.spool.noteError(lastError);
  }

  status(): Promise<QueueStatus> {
    return this.spool.status();
  }

  retryDead(now?: number): Promise<number> {
    return this.spool.retryDead(now);
  }

  purgeDead(): Promise<number> {
    return this.spool.purgeDead();
  }

  deadLetters(): Promise<DeadLetterEntry[]> {
    return this.spool.deadLetters();
  }

  deleteDeadBefore(cutoff: number): Promise<DeadLetterEntry[]> {
    return this.spool.deleteDeadBefore(cutoff);
  }

  /** One file per enquiry still pending, so the next start does not deliver again what this run delivered. */
  async close(): Promise<void> {
    await this.spool.flush();
    await this.spool.close();
  }

  /** A message just stored (or found in the spool): due now rather than at the next rescan. */
  private enqueue(id: string, fresh?: Enquiry): void {
    if (this.stopped || this.tracked.has(id)) return;
    this.tracked.set(id, { attempts: 0, ...(fresh ? { fresh } : {}) });
    this.ready.push(id);
    this.pump();
  }

  private async rescan() {
    for (const id of await this.spool.pendingIds()) this.enqueue(id);
  }

  private pump() {
    const work = this.work;
    if (!work) return; // not started yet: startWork's rescan finds what arrived meanwhile
    const quietFor = performance.now() - this.lastArrivalAt;
    if (quietFor < YIELD_TO_ARRIVALS_MS) {
      this.resumeTimer ??= setTimeout(() => {
        this.resumeTimer = undefined;
        this.pump();
      }, YIELD_TO_ARRIVALS_MS - quietFor);
      return;
    }
    while (!this.stopped && this.inFlight.size < work.concurrency && this.ready.length > 0) {
      const id = this.ready.shift()!;
      const run: Promise<void> = this.deliver(id, work)
        .catch((error: unknown) => this.afterSpoolError(id, error))
        .finally(() => {
          this.inFlight.delete(run);
          this.pump();
        });
      this.inFlight.add(run);
    }
  }

  /** Hands the enquiry to the engine and carries its verdict out in the spool. */
  private async deliver(id: string, work: DeliveryWork) {
    const entry = this.tracked.get(id)!;
    const enquiry = entry.fresh ?? (await this.spool.read(id));
    entry.fresh = undefined;
    if (!enquiry) {
      this.tracked.delete(id);
      return;
    }
    const verdict = await work.attempt({
      enquiry,
      attemptsMade: entry.attempts,
      ...(entry.lastFailure ? { lastFailure: entry.lastFailure } : {}),
    });
    switch (verdict.state) {
      case "delivered":
        await this.spool.delivered(id);
        this.tracked.delete(id);
        break;
      case "retrying":
        entry.attempts = verdict.attempt;
        entry.lastFailure = verdict.failure;
        this.tryAgain(id, entry, verdict.retryInMs);
        break;
      case "dead":
        await this.spool.bury(enquiry, { at: Date.now(), attempts: verdict.attempts, ...verdict.failure });
        this.tracked.delete(id);
        break;
      case "shutdown":
        // It stays pending; the next start tries again.
        break;
    }
    work.settled(enquiry, verdict);
  }

  private tryAgain(id: string, entry: Tracked, delayMs: number) {
    if (this.stopped) return;
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      this.ready.push(id);
      this.pump();
    }, delayMs);
  }

  /** The spool itself failed (disk full, permissions): keep the message and try again later. */
  private afterSpoolError(id: string, error: unknown) {
    const entry = this.tracked.get(id);
    this.log.error({ err: error, delivery: { id, state: "spool-error" } }, "delivery: spool error");
    if (!entry) return;
    this.tryAgain(id, entry, retryDelay(Math.max(entry.attempts, 1), this.spoolRetry));
  }
}
