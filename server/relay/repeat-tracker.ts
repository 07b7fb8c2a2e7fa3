/**
 * The `repeated` signal: the same message from three or more addresses within an hour. Only hashes are kept, of the
 * message normalised (Unicode NFKC, lower case, runs of white space as one) and of the address (lower case), keyed
 * with a secret, never the text: in this process's memory, or in Redis when REDIS_URL is set, where every instance
 * sees the others' submissions (and shares the secret).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

/** The window in which the same message is counted. */
export const REPEAT_WINDOW_MS = 3_600_000;
/** Addresses from which the same message is held. */
export const REPEATED_FROM = 3;
/** The most messages memory keeps; past that the oldest go (a flood must not grow the process without bound). */
const MEMORY_MAX_MESSAGES = 50_000;

const SECRET_KEY = "spam:repeat:secret";
const messageKey = (hash: string) => `spam:repeat:${hash}`;

export function normaliseMessage(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
}

export interface RepeatTracker {
  /** Notes the message from the address at `now`; resolves to how many addresses sent it within the window. */
  addressesFor(message: string, address: string, now: number): Promise<number>;
}

const hmac = (secret: Buffer | string, value: string) => createHmac("sha256", secret).update(value).digest("base64url");

export class MemoryRepeatTracker implements RepeatTracker {
  private readonly secret = randomBytes(32);
  /** Message hash to address hash to the last time seen; a Map keeps insertion order, the oldest message first. */
  private readonly seen = new Map<string, Map<string, number>>();

  async addressesFor(message: string, address: string, now: number): Promise<number> {
    const key = hmac(this.secret, normaliseMessage(message));
    const addresses = this.seen.get(key) ?? new Map<string, number>();
    this.seen.delete(key);
    for (const [hash, at] of addresses) if (now - at > REPEAT_WINDOW_MS) addresses.delete(hash);
    addresses.set(hmac(this.secret, address.trim().toLowerCase()), now);
    this.seen.set(key, addresses);
    this.forgetOld(now);
    return addresses.size;
  }

  private forgetOld(now: number) {
    for (const [key, addresses] of this.seen) {
      const latest = Math.max(...addresses.values());
      if (now - latest <= REPEAT_WINDOW_MS && this.seen.size <= MEMORY_MAX_MESSAGES) break;
      this.seen.delete(key);
    }
  }
}

export class RedisRepeatTracker implements RepeatTracker {
  private secret: string | undefined;

  constructor(private readonly client: Redis) {}

  /** Made by the first instance that needs it, then read by every other. */
  private async secretOf(): Promise<string> {
    if (this.secret) return this.secret;
    await this.client.set(SECRET_KEY, randomBytes(32).toString("base64url"), "NX");
    this.secret = (await this.client.get(SECRET_KEY)) ?? undefined;
    if (!this.secret) throw new Error("the repeat secret is missing from Redis");
    return this.secret;
  }

  async addressesFor(message: string, address: string, now: number): Promise<number> {
    const secret = await this.secretOf();
    const key = messageKey(hmac(secret, normaliseMessage(message)));
    const result = await this.client
      .multi()
      .zadd(key, now, hmac(secret, address.trim().toLowerCase()))
      .zremrangebyscore(key, "-inf", now - REPEAT_WINDOW_MS - 1)
      .zcard(key)
      .pexpire(key, REPEAT_WINDOW_MS)
      .exec();
    const count = result?.[2]?.[1];
    return typeof count === "number" ? count : 0;
  }
}
