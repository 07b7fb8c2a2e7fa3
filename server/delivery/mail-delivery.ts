/**
 * Puts the delivery pieces together for the server (and the dev server): the store where accepted enquiries wait
 * (the file spool, or Redis when REDIS_URL is set), the engine that delivers them by the same rules whatever the
 * store, the transport it delivers through, the dead-letter alert, and the held submissions (suspected spam kept
 * for review beside the accepted enquiries, server/delivery/held/).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { DAY_MS } from "../../shared/time";
import type { ServerConfig } from "../config";
import { deadLetterAlerts, type AlertRetry } from "./alert";
import { DeliveryEngine, type SettledListener } from "./engine";
import { FileStore } from "./file-store";
import { HeldKeeper } from "./held/held-keeper";
import { heldStoreFor } from "./held/held-stores";
import type { DeliveryStore, EnquiryQueue, QueueAdmin } from "./enquiry-store";
import { transportFor, type MailTransport } from "./transport";

export interface MailDelivery extends EnquiryQueue, Pick<QueueAdmin, "status" | "retryDead"> {
  /** For the one start-up line that says where mail goes. */
  readonly where: string;
  /** The Redis client the relay's rate limit shares, when REDIS_URL is set. */
  readonly redis: Redis | null;
  /** Suspected spam, held for the owner's review. */
  readonly held: HeldKeeper;
  start(): Promise<void>;
  /** Lets attempts in flight finish for up to graceMs; what is not delivered stays queued. */
  stop(graceMs: number): Promise<void>;
}

/** What tests may shorten: settings no operator needs. */
export interface DeliveryOptions {
  transport?: MailTransport;
  /** Default: DEAD_LETTER_DAYS. */
  deadLetterRetentionMs?: number;
  alertRetry?: AlertRetry;
  /** Told when an enquiry is delivered or becomes a dead letter (measurement: the lead's state). */
  onSettled?: SettledListener;
  /** The clock of the held submissions' retention (HELD_DAYS). */
  now?: () => number;
}

/** Deliveries at the same time, per process. */
const CONCURRENCY = 4;
/** How long Redis may take to answer at start before the server starts anyway (and answers 503 meanwhile). */
const REDIS_READY_WAIT_MS = 5000;

type DeliveryConfig = Pick<
  ServerConfig,
  | "spoolDir"
  | "redisUrl"
  | "retry"
  | "smtpTimeoutMs"
  | "smtpUrl"
  | "outboxDir"
  | "deadLetterDays"
  | "alertWebhookUrl"
  | "held"
>;

export async function createMailDelivery(
  config: DeliveryConfig,
  log: FastifyBaseLogger,
  options: DeliveryOptions = {},
): Promise<MailDelivery> {
  const transport = options.transport ?? transportFor(config, log);
  const { store, redis } = await openStore(config, log);
  const engine = new DeliveryEngine(store, {
    transport,
    policy: config.retry,
    // Each SMTP phase has SMTP_TIMEOUT_MS; the attempt as a whole may take twice that, then its socket is closed.
    attemptDeadlineMs: 2 * config.smtpTimeoutMs,
    concurrency: CONCURRENCY,
    deadLetterRetentionMs: options.deadLetterRetentionMs ?? config.deadLetterDays * DAY_MS,
    alerts: config.alertWebhookUrl ? deadLetterAlerts(config.alertWebhookUrl, log, options.alertRetry) : null,
    log,
    onSettled: options.onSettled,
  });
  const held = new HeldKeeper(heldStoreFor(config, redis ? { client: redis, where: store.where } : null), {
    days: config.held.days,
    log,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    kind: store.kind,
    where: `mail goes to ${transport.where}; accepted enquiries wait in ${store.where}`,
    redis,
    held,
    add: (enquiry) => store.add(enquiry),
    status: () => store.status(),
    retryDead: () => store.retryDead(),
    async start() {
      await engine.start();
      held.start();
    },
    async stop(graceMs) {
      await held.stop();
      await engine.stop(graceMs);
      await store.close();
      transport.close();
    },
  };
}

async function openStore(
  config: DeliveryConfig,
  log: FastifyBaseLogger,
): Promise<{ store: DeliveryStore; redis: Redis | null }> {
  if (!config.redisUrl) return { store: await FileStore.open(config.spoolDir, log, config.retry), redis: null };
  // Loaded only when used: BullMQ takes as long to load as the rest of the server.
  const { redisStoreFor, redisClient } = await import("./redis-store");
  const client = redisClient(config.redisUrl, "commands");
  await waitUntilReady(client, log);
  return { store: redisStoreFor(config.redisUrl, client, config, log), redis: client };
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
