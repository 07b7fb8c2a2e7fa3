/**
 * Puts the delivery pieces together for the server (and the dev server): where accepted enquiries
 * wait (the file spool, or Redis when REDIS_URL is set), the worker that delivers them, and the
 * transport it delivers through.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { ServerConfig } from "../config";
import type { SettledListener } from "./delivery-log";
import { FileSpool } from "./file-spool";
import { FileDeliveryWorker } from "./file-worker";
import type { EnquiryQueue, QueueAdmin } from "./queue";
import { transportFor, type MailTransport } from "./transport";

export interface MailDelivery extends EnquiryQueue, Pick<QueueAdmin, "status" | "retryDead"> {
  /** For the one start-up line that says where mail goes. */
  readonly where: string;
  /** The Redis client the relay's rate limit shares, when REDIS_URL is set. */
  readonly redis: Redis | null;
  start(): Promise<void>;
  /** Lets attempts in flight finish for up to graceMs; what is not delivered stays queued. */
  stop(graceMs: number): Promise<void>;
}

/** Deliveries at the same time, per process. */
const CONCURRENCY = 4;
/** How long Redis may take to answer at start before the server starts anyway (and answers 503 meanwhile). */
const REDIS_READY_WAIT_MS = 5000;

type DeliveryConfig = Pick<ServerConfig, "spoolDir" | "redisUrl" | "retry" | "smtpTimeoutMs" | "smtpUrl" | "outboxDir">;

export async function createMailDelivery(
  config: DeliveryConfig,
  log: FastifyBaseLogger,
  options: { transport?: MailTransport; onSettled?: SettledListener } = {},
): Promise<MailDelivery> {
  const transport = options.transport ?? transportFor(config, log);
  // Each SMTP phase has SMTP_TIMEOUT_MS; the attempt as a whole may take twice that, then its socket is closed.
  const attemptDeadlineMs = 2 * config.smtpTimeoutMs;
  const common = { transport, policy: config.retry, attemptDeadlineMs, log, concurrency: CONCURRENCY, onSettled: options.onSettled };

  if (config.redisUrl) {
    // Loaded only when used: BullMQ takes as long to load as the rest of the server.
    const { RedisDeliveryWorker, RedisQueue, redisAddress, redisClient } = await import("./redis-queue");
    const client = redisClient(config.redisUrl, "commands");
    await waitUntilReady(client, log);
    const queue = new RedisQueue(client);
    const worker = new RedisDeliveryWorker({ ...common, redisUrl: config.redisUrl, queue, lockMs: config.smtpTimeoutMs });
    return {
      kind: "redis",
      where: `mail goes to ${transport.where}; accepted enquiries wait in Redis at ${redisAddress(config.redisUrl)}`,
      redis: client,
      add: (enquiry) => queue.add(enquiry),
      status: () => queue.status(),
      retryDead: () => queue.retryDead(),
      start: async () => worker.start(),
      async stop(graceMs) {
        await worker.stop(graceMs);
        await queue.close();
        transport.close();
      },
    };
  }

  const spool = await new FileSpool(config.spoolDir, log).open();
  const worker = new FileDeliveryWorker({ ...common, spool });
  return {
    kind: "file",
    where: `mail goes to ${transport.where}; accepted enquiries wait in ${config.spoolDir}`,
    redis: null,
    async add(enquiry) {
      await spool.add(enquiry);
      worker.enqueue(enquiry.id, enquiry);
    },
    status: () => spool.status(),
    retryDead: () => spool.retryDead(),
    start: () => worker.start(),
    async stop(graceMs) {
      await worker.stop(graceMs);
      // One file per enquiry still pending, so the next start does not deliver again what this run delivered.
      await spool.flush();
      transport.close();
    },
  };
}

async function waitUntilReady(client: Redis, log: FastifyBaseLogger) {
  // One line when the connection is lost, not one per reconnect attempt.
  let reported = false;
  client.on("error", (error) => {
    if (!reported) log.warn({ redis: { error: error.message } }, "Redis connection error");
    reported = true;
  });
  client.on("ready", () => (reported = false));
  if (client.status === "ready") return;
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), REDIS_READY_WAIT_MS);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.warn("Redis is not reachable yet: enquiries are refused with 503 until it is");
}
