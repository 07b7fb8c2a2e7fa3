/** The held submissions' store for the queue's settings: beside the spool (held/ in SPOOL_DIR), or in its Redis. */
import { join } from "node:path";
import type { Redis } from "ioredis";
import type { QueueSettings } from "../../config";
import { FileHeldStore } from "./file-held-store";
import type { HeldStore } from "./held-submission";
import { RedisHeldStore } from "./redis-held-store";

/** `redis`: the queue's client and where it is, when REDIS_URL is set. */
export function heldStoreFor(
  settings: Pick<QueueSettings, "spoolDir" | "held">,
  redis: { client: Redis; where: string } | null,
): HeldStore {
  const limits = { max: settings.held.max };
  return redis
    ? new RedisHeldStore(redis.client, limits, redis.where)
    : new FileHeldStore(join(settings.spoolDir, "held"), limits);
}
