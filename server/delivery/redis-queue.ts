/**
 * The delivery queue in Redis (REDIS_URL), shared by every instance: BullMQ jobs, one per enquiry, with
 * the enquiry's id as job id. Any instance's worker delivers what any instance accepted; a worker that
 * dies mid-attempt loses its lock and another instance takes the job over. Delivered jobs are removed;
 * dead letters are BullMQ's failed jobs. How durable an accepted job is depends on Redis's own
 * persistence settings (docs/operations.md, "More than one instance").
 */
import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from "bullmq";
import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import type { RetryPolicy } from "../config";
import { deliveryLog, type SettledListener } from "./delivery-log";
import { acceptedAtOf, type Enquiry } from "./enquiry";
import type { EnquiryQueue, LastError, QueueAdmin, QueueStatus } from "./queue";
import { isExpired, retryDelay, type DeliveryFailure } from "./retry-policy";
import { attemptDelivery, type MailTransport } from "./transport";

const QUEUE_NAME = "enquiries";
const LAST_ERROR_KEY = "mail:last-error";
const PENDING_STATES = ["waiting", "delayed", "active", "prioritized", "waiting-children"] as const;
/** Retries end by age (GIVE_UP_AFTER_MS), not by count. */
const UNLIMITED_ATTEMPTS = 1_000_000;

/**
 * "commands": the relay's client (queue and rate limit). It fails at once while Redis is unreachable, so a
 * visitor gets a 503 instead of a request that hangs. "operator": waits for the connection, then gives up.
 */
export function redisClient(url: string, role: "commands" | "operator"): Redis {
  return role === "commands"
    ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5000, retryStrategy: (times) => (times > 3 ? null : 500) });
}

/** "host:port", without credentials, for log lines. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 6379}`;
}

export class RedisQueue implements EnquiryQueue, QueueAdmin {
  readonly kind = "redis";
  readonly queue: Queue<Enquiry>;

  constructor(readonly client: Redis) {
    this.queue = new Queue<Enquiry>(QUEUE_NAME, { connection: client, skipWaitingForReady: true });
  }

  async add(enquiry: Enquiry): Promise<void> {
    await this.queue.add("enquiry", enquiry, {
      jobId: enquiry.id,
      attempts: UNLIMITED_ATTEMPTS,
      backoff: { type: "mail" },
      removeOnComplete: true,
      removeOnFail: false,
    });
  }

  async noteError(lastError: LastError): Promise<void> {
    await this.client.set(LAST_ERROR_KEY, JSON.stringify(lastError));
  }

  async status(): Promise<QueueStatus> {
    const counts = await this.queue.getJobCounts(...PENDING_STATES, "failed");
    const pending = PENDING_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
    const waiting = pending > 0 ? await this.queue.getJobs([...PENDING_STATES]) : [];
    const acceptedAts = waiting.map((job) => acceptedAtOf(String(job.id))).filter((at) => !Number.isNaN(at));
    const lastError = await this.client.get(LAST_ERROR_KEY);
    return {
      pending,
      oldestPendingAcceptedAt: acceptedAts.length ? acceptedAts.reduce((a, b) => Math.min(a, b)) : null,
      dead: counts.failed ?? 0,
      lastError: lastError ? (JSON.parse(lastError) as LastError) : null,
    };
  }

  async retryDead(now = Date.now()): Promise<number> {
    const dead = await this.queue.getJobs(["failed"]);
    for (const job of dead) {
      await job.updateData({ ...job.data, queuedAt: now });
      await job.retry("failed", { resetAttemptsMade: true, resetAttemptsStarted: true });
    }
    return dead.length;
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

export interface RedisWorkerOptions {
  redisUrl: string;
  queue: RedisQueue;
  transport: MailTransport;
  policy: RetryPolicy;
  attemptDeadlineMs: number;
  /** How soon another instance takes over the job of an instance that died mid-attempt. */
  lockMs: number;
  log: FastifyBaseLogger;
  concurrency: number;
  /** Told when an enquiry is delivered or becomes a dead letter (measurement: the lead's state). */
  onSettled?: SettledListener;
}

/** Carries the delay it chose to BullMQ's backoff strategy, so the log line tells the real one. */
class TemporaryFailure extends Error {
  constructor(
    readonly failure: DeliveryFailure,
    readonly retryInMs: number,
  ) {
    super(failure.reply ? `${failure.reason}: ${failure.reply}` : failure.reason);
  }
}

export class RedisDeliveryWorker {
  private worker: Worker<Enquiry> | undefined;
  private readonly stopping = new AbortController();

  constructor(private readonly options: RedisWorkerOptions) {}

  start(): void {
    const { redisUrl, policy, lockMs, concurrency, log } = this.options;
    this.worker = new Worker<Enquiry>(QUEUE_NAME, (job, token) => this.process(job, token), {
      connection: { url: redisUrl },
      concurrency,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      // A job whose worker died is another instance's to finish, however often that happens.
      maxStalledCount: UNLIMITED_ATTEMPTS,
      settings: {
        backoffStrategy: (attemptsMade, _type, error) =>
          error instanceof TemporaryFailure ? error.retryInMs : retryDelay(attemptsMade, policy),
      },
    });
    this.worker.on("error", (error) => log.error({ err: error }, "delivery: Redis worker error"));
  }

  async stop(graceMs: number): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    const closing = worker.close();
    let graceTimer: NodeJS.Timeout | undefined;
    await Promise.race([closing, new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)))]);
    clearTimeout(graceTimer);
    this.stopping.abort();
    await closing;
  }

  private async process(job: Job<Enquiry>, token: string | undefined): Promise<void> {
    const { queue, transport, policy, attemptDeadlineMs, log } = this.options;
    const enquiry = job.data;
    const attempt = job.attemptsMade + 1;
    if (isExpired(enquiry.queuedAt, policy)) {
      await queue.noteError({ at: Date.now(), id: enquiry.id, reason: "expired", dead: true });
      log.error(
        deliveryLog(enquiry, "dead", { attempts: job.attemptsMade, reason: "expired" }),
        "delivery: gave up, now a dead letter",
      );
      this.options.onSettled?.(enquiry, "dead");
      throw new UnrecoverableError("expired");
    }
    const startedAt = Date.now();
    const failure = await attemptDelivery(transport, enquiry, attemptDeadlineMs, this.stopping.signal);
    if (!failure) {
      log.info(deliveryLog(enquiry, "delivered", { attempt, durationMs: Date.now() - startedAt }), "delivery: delivered");
      this.options.onSettled?.(enquiry, "delivered");
      return;
    }
    if (failure.reason === "shutdown") {
      // Not the message's fault: back in the queue at once for another instance, no attempt counted.
      await job.moveToDelayed(Date.now(), token);
      throw new DelayedError();
    }
    await queue.noteError({
      at: Date.now(),
      id: enquiry.id,
      reason: failure.reason,
      ...(failure.reply ? { reply: failure.reply } : {}),
      dead: failure.permanent,
    });
    if (failure.permanent) {
      log.error(deliveryLog(enquiry, "dead", { attempts: attempt, ...failure }), "delivery: gave up, now a dead letter");
      this.options.onSettled?.(enquiry, "dead");
      throw new UnrecoverableError(failure.reply ? `${failure.reason}: ${failure.reply}` : failure.reason);
    }
    const retryInMs = retryDelay(attempt, policy);
    log.warn(deliveryLog(enquiry, "retrying", { attempt, retryInMs, ...failure }), "delivery: will retry");
    throw new TemporaryFailure(failure, retryInMs);
  }
}
