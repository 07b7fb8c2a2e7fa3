/**
 * The Redis store (REDIS_URL), shared by every instance: a BullMQ queue, one job per enquiry, with the enquiry's id
 * as job id. Any instance's worker hands what any instance accepted to its delivery engine; a worker that dies
 * mid-attempt loses its lock and another instance takes the job over. The engine's verdicts become BullMQ's
 * outcomes: delivered jobs complete and are removed, retries are BullMQ's delayed retries (with the delay the engine
 * chose), dead letters are its failed jobs, kept until the engine deletes them after DEAD_LETTER_DAYS. How durable an
 * accepted job is depends on Redis's own persistence settings (docs/operations.md, "More than one instance").
 */
import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from "bullmq";
import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import type { QueueSettings } from "../config";
import { acceptedAtOf, revived, type Enquiry } from "./enquiry";
import { retryDelay } from "./retry-policy";
import type { DeadLetterEntry, DeliveryStore, DeliveryWork, LastError, QueueStatus, Verdict } from "./enquiry-store";

const QUEUE_NAME = "enquiries";
const LAST_ERROR_KEY = "mail:last-error";
const PENDING_STATES = ["waiting", "delayed", "active", "prioritized", "waiting-children"] as const;
/** Retries end by age (GIVE_UP_AFTER_MS), not by count. */
const UNLIMITED_ATTEMPTS = 1_000_000;
/** How long close() waits for Redis to answer before it drops the connections (jobs stay in Redis). */
const CLOSE_WAIT_MS = 2000;

/**
 * "commands": the relay's client (queue and rate limit). It fails at once while Redis is unreachable, so a
 * visitor gets a 503 instead of a request that hangs. "operator": waits for the connection, then gives up.
 */
export function redisClient(url: string, role: "commands" | "operator"): Redis {
  return role === "commands"
    ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : new Redis(url, {
        maxRetriesPerRequest: 1,
        connectTimeout: 5000,
        retryStrategy: (times) => (times > 3 ? null : 500),
      });
}

/**
 * The Redis store of these settings, for the server and the operator's command alike: another instance takes over a
 * job once its lock has lasted as long as one SMTP phase may (SMTP_TIMEOUT_MS).
 */
export function redisStoreFor(
  url: string,
  client: Redis,
  settings: Pick<QueueSettings, "retry" | "smtpTimeoutMs">,
  log?: FastifyBaseLogger,
) {
  return new RedisStore({ url, client, lockMs: settings.smtpTimeoutMs, retry: settings.retry, log });
}

/** "host:port", without credentials, for log lines. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 6379}`;
}

/** A verdict thrown out of BullMQ's processor, so that BullMQ retries the job (with the engine's delay) or fails it. */
class RetryVerdict extends Error {
  constructor(readonly verdict: Extract<Verdict, { state: "retrying" }>) {
    const { reason, reply } = verdict.failure;
    super(reply ? `${reason}: ${reply}` : reason);
  }
}

/** BullMQ fails a job for good on an UnrecoverableError: that failed job is the dead letter. */
class DeadVerdict extends UnrecoverableError {
  constructor(readonly verdict: Extract<Verdict, { state: "dead" }>) {
    const { reason, reply } = verdict.failure;
    super(reply ? `${reason}: ${reply}` : reason);
  }
}

export interface RedisStoreOptions {
  url: string;
  /** The relay's client (commands), or the operator's. */
  client: Redis;
  /** How soon another instance takes over the job of an instance that died mid-attempt. */
  lockMs: number;
  /** The backoff of a job whose attempt failed for another cause than delivery (Redis itself). */
  retry: { firstMs: number; maxMs: number };
  log?: FastifyBaseLogger;
}

export class RedisStore implements DeliveryStore {
  readonly kind = "redis";
  readonly where: string;
  readonly client: Redis;
  private readonly queue: Queue<Enquiry>;
  private worker: Worker<Enquiry, Verdict> | undefined;

  constructor(private readonly options: RedisStoreOptions) {
    this.client = options.client;
    this.where = `Redis at ${redisAddress(options.url)}`;
    this.queue = new Queue<Enquiry>(QUEUE_NAME, { connection: options.client, skipWaitingForReady: true });
  }

  async add(enquiry: Enquiry): Promise<void> {
    await this.queue.add("enquiry", enquiry, {
      jobId: enquiry.id,
      attempts: UNLIMITED_ATTEMPTS,
      backoff: { type: "mail" },
      removeOnComplete: true,
      // Kept until the engine deletes it after DEAD_LETTER_DAYS, with its log line: BullMQ's own age limit would
      // delete dead letters silently, and only when another job fails.
      removeOnFail: false,
    });
  }

  async startWork(work: DeliveryWork): Promise<void> {
    const { url, lockMs, retry, log } = this.options;
    const worker = new Worker<Enquiry, Verdict>(QUEUE_NAME, (job, token) => this.process(work, job, token), {
      connection: { url },
      concurrency: work.concurrency,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      // A job whose worker died is another instance's to finish, however often that happens.
      maxStalledCount: UNLIMITED_ATTEMPTS,
      settings: {
        backoffStrategy: (attemptsMade, _type, error) =>
          error instanceof RetryVerdict ? error.verdict.retryInMs : retryDelay(attemptsMade, retry),
      },
    });
    // Each event comes once BullMQ has carried the verdict out in Redis.
    worker.on("completed", (job, verdict) => work.settled(job.data, verdict));
    worker.on("failed", (job, error) => {
      if (job && (error instanceof RetryVerdict || error instanceof DeadVerdict)) work.settled(job.data, error.verdict);
      else if (job)
        log?.error({ err: error, delivery: { id: job.id, state: "store-error" } }, "delivery: Redis store error");
    });
    worker.on("error", (error) => log?.error({ err: error }, "delivery: Redis worker error"));
    this.worker = worker;
  }

  private async process(work: DeliveryWork, job: Job<Enquiry>, token: string | undefined): Promise<Verdict> {
    const verdict = await work.attempt({ enquiry: job.data, attemptsMade: job.attemptsMade });
    switch (verdict.state) {
      case "delivered":
        return verdict;
      case "retrying":
        throw new RetryVerdict(verdict);
      case "dead":
        throw new DeadVerdict(verdict);
      case "shutdown":
        // Back in the queue at once for another instance, no attempt counted.
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
    }
  }

  async stopWork(): Promise<void> {
    // Kept for close(), which disconnects it should Redis never answer.
    await this.worker?.close();
  }

  async noteError(lastError: LastError): Promise<void> {
    await this.client.set(LAST_ERROR_KEY, JSON.stringify(lastError));
  }

  async status(): Promise<QueueStatus> {
    const counts = await this.queue.getJobCounts(...PENDING_STATES, "failed");
    const pending = PENDING_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
    const waiting = pending > 0 ? await this.queue.getJobs([...PENDING_STATES]) : [];
    const acceptedAts = waiting.map((job) => acceptedAtOf(String(job.id))).filter((at) => !Number.isNaN(at));
    const [oldestDead] = await this.queue.getJobs(["failed"], 0, 0, true);
    const lastError = await this.client.get(LAST_ERROR_KEY);
    return {
      pending,
      oldestPendingAcceptedAt: acceptedAts.length ? acceptedAts.reduce((a, b) => Math.min(a, b)) : null,
      dead: counts.failed ?? 0,
      oldestDeadAt: oldestDead?.finishedOn ?? null,
      lastError: lastError ? (JSON.parse(lastError) as LastError) : null,
    };
  }

  /** BullMQ keeps failed jobs by the time they failed: oldest death first. */
  async deadLetters(): Promise<DeadLetterEntry[]> {
    const dead = await this.queue.getJobs(["failed"], 0, -1, true);
    return dead.map((job) => ({
      id: String(job.id),
      messageId: job.data.messageId,
      diedAt: job.finishedOn ?? job.timestamp,
    }));
  }

  /**
   * BullMQ's clean removes the failed jobs older than a time in one atomic step: a dead letter put back meanwhile is
   * no failed job any more, and stays.
   */
  async deleteDeadBefore(cutoff: number): Promise<DeadLetterEntry[]> {
    const listed = new Map((await this.deadLetters()).map((dead) => [dead.id, dead]));
    if (![...listed.values()].some((dead) => dead.diedAt <= cutoff)) return [];
    // clean takes the failed jobs whose time of failure is at or before now - grace: the cutoff, within a millisecond.
    const removed = await this.queue.clean(Math.max(0, Date.now() - cutoff), 0, "failed");
    return removed.map((id) => listed.get(id) ?? { id, messageId: "", diedAt: cutoff });
  }

  async purgeDead(): Promise<number> {
    return (await this.queue.clean(0, 0, "failed")).length;
  }

  async retryDead(now = Date.now()): Promise<number> {
    const dead = await this.queue.getJobs(["failed"]);
    for (const job of dead) {
      await job.updateData(revived(job.data, now));
      await job.retry("failed", { resetAttemptsMade: true, resetAttemptsStarted: true });
    }
    return dead.length;
  }

  /**
   * Closes the worker, the queue and the client, waiting for Redis CLOSE_WAIT_MS at most: with Redis gone, BullMQ's
   * close would wait for it forever, and a SIGTERM would never end the process. The connections are then dropped;
   * every job is still in Redis (one that was in flight goes back to the queue when its lock expires).
   */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    const closing = (async () => {
      await worker?.close();
      await this.queue.close();
      await this.client.quit();
    })();
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      closing.then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CLOSE_WAIT_MS))),
    ]);
    clearTimeout(timer);
    if (closed) return;
    this.options.log?.warn("delivery: Redis did not answer while closing; connections dropped, jobs stay in Redis");
    // Not awaited: BullMQ's disconnect may itself wait for the connection it is asked to drop.
    for (const dropping of [worker?.disconnect(), this.queue.disconnect()]) dropping?.catch(() => {});
    this.client.disconnect();
  }
}
