/**
 * Held submissions in Redis (REDIS_URL), shared by every instance: a hash of id to the submission, and a sorted set
 * of ids by the time they were held. Each change is one Lua script, so it is atomic: holding and pushing out the
 * oldest past HELD_MAX, deleting those past HELD_DAYS, and taking one out to release it (of two releases of one id,
 * one finds it gone). As durable as an accepted enquiry: the same Redis, with its persistence settings.
 */
import type { Redis } from "ioredis";
import type { Enquiry } from "../enquiry";
import {
  heldEntry,
  type HeldEntry,
  type HeldLimits,
  type HeldStore,
  type HeldSubmission,
  type HeldTrace,
  type Release,
} from "./held-submission";

const ITEMS_KEY = "held:items";
const BY_TIME_KEY = "held:by-time";

/** KEYS: items, by-time. ARGV: id, json, heldAt, max. Returns the ids and times pushed out, flat. */
const HOLD = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
local extra = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4])
if extra <= 0 then return {} end
local popped = redis.call('ZPOPMIN', KEYS[2], extra)
for i = 1, #popped, 2 do redis.call('HDEL', KEYS[1], popped[i]) end
return popped`;

/** KEYS: items, by-time. ARGV: id. Returns the submission, now no longer held, or nil. */
const TAKE = `
local json = redis.call('HGET', KEYS[1], ARGV[1])
if not json then return nil end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return json`;

/** KEYS: items, by-time. ARGV: cutoff. Returns the ids and times deleted, flat. */
const DELETE_BEFORE = `
local old = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'WITHSCORES')
for i = 1, #old, 2 do
  redis.call('HDEL', KEYS[1], old[i])
  redis.call('ZREM', KEYS[2], old[i])
end
return old`;

/** [id, time, id, time, ...] as Redis returns a sorted set's members with their scores. */
function traces(flat: string[]): HeldTrace[] {
  const result: HeldTrace[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) result.push({ id: flat[i]!, heldAt: Number(flat[i + 1]) });
  return result;
}

export class RedisHeldStore implements HeldStore {
  readonly where: string;

  constructor(
    private readonly client: Redis,
    private readonly limits: HeldLimits,
    where: string,
  ) {
    this.where = `held submissions in ${where}`;
  }

  async hold(held: HeldSubmission): Promise<HeldTrace[]> {
    const popped = (await this.client.eval(
      HOLD,
      2,
      ITEMS_KEY,
      BY_TIME_KEY,
      held.id,
      JSON.stringify(held),
      held.heldAt,
      this.limits.max,
    )) as string[];
    return traces(popped);
  }

  async list(): Promise<HeldEntry[]> {
    const ids = await this.client.zrange(BY_TIME_KEY, "0", "-1");
    if (ids.length === 0) return [];
    const values = await this.client.hmget(ITEMS_KEY, ...ids);
    return values.filter((value) => value !== null).map((value) => heldEntry(JSON.parse(value) as HeldSubmission));
  }

  count(): Promise<number> {
    return this.client.zcard(BY_TIME_KEY);
  }

  async read(id: string): Promise<HeldSubmission | undefined> {
    const value = await this.client.hget(ITEMS_KEY, id);
    return value === null ? undefined : (JSON.parse(value) as HeldSubmission);
  }

  async release(id: string, enqueue: (enquiry: Enquiry) => Promise<void>): Promise<Release> {
    const json = (await this.client.eval(TAKE, 2, ITEMS_KEY, BY_TIME_KEY, id)) as string | null;
    if (json === null) return { released: false };
    const held = JSON.parse(json) as HeldSubmission;
    try {
      await enqueue(held.enquiry);
    } catch (error) {
      await this.client.multi().hset(ITEMS_KEY, id, json).zadd(BY_TIME_KEY, held.heldAt, id).exec();
      throw error;
    }
    return { released: true, enquiry: held.enquiry };
  }

  async deleteHeldBefore(cutoff: number): Promise<HeldTrace[]> {
    return traces((await this.client.eval(DELETE_BEFORE, 2, ITEMS_KEY, BY_TIME_KEY, cutoff)) as string[]);
  }

  async close(): Promise<void> {}
}
