/**
 * A fixed-window counter store for @fastify/rate-limit, for one process (with REDIS_URL the plugin's
 * Redis store is used instead).
 *
 * Why not the plugin's LocalStore: in 11.2.0 it hands every caller the same mutable counter object and
 * the plugin reads it after an await, so the requests of a concurrent burst all see the final count and
 * all get 429, even the first RATE_LIMIT_MAX ones. Here each call gets its own snapshot. The window
 * starts at a key's first request (as in LocalStore without continueExceeding).
 *
 * Bounded without being flushable: keys under their limit live in one map of at most MAX_OPEN_KEYS,
 * the oldest forgotten first; keys that reached their limit move to another and stay until their window
 * ends, so no flood of requests from other addresses can free a limited one. Should that second map
 * fill up too, a new key counts as over its limit: at that point the overall cap refuses everyone anyway.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";

interface Window {
  count: number;
  resetAt: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export const MAX_OPEN_KEYS = 10_000;
export const MAX_LIMITED_KEYS = 100_000;

export class SnapshotStore implements FastifyRateLimitStore {
  private readonly open = new Map<string, Window>();
  private readonly limited = new Map<string, Window>();
  /** No limited key expires before this: sweeping sooner would find nothing. */
  private limitedSweepAt = 0;

  constructor(
    _params?: unknown,
    private readonly maxOpen = MAX_OPEN_KEYS,
    private readonly maxLimited = MAX_LIMITED_KEYS,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    const now = Date.now();
    let entry = this.limited.get(key) ?? this.open.get(key);
    if (entry && entry.resetAt <= now) {
      this.limited.delete(key);
      this.open.delete(key);
      entry = undefined;
    }
    if (!entry) {
      if (this.limited.size >= this.maxLimited) this.sweepLimited(now);
      if (this.limited.size >= this.maxLimited) {
        callback(null, { current: max + 1, ttl: Math.max(1, this.limitedSweepAt - now) });
        return;
      }
      // Map order is insertion order, and windows have one length: the first key is the oldest.
      while (this.open.size >= this.maxOpen) this.open.delete(this.open.keys().next().value!);
      entry = { count: 0, resetAt: now + timeWindow };
      this.open.set(key, entry);
    }
    entry.count += 1;
    if (entry.count >= max && this.open.delete(key)) {
      this.limited.set(key, entry);
      this.limitedSweepAt = Math.min(this.limitedSweepAt || entry.resetAt, entry.resetAt);
    }
    callback(null, { current: entry.count, ttl: entry.resetAt - now });
  }

  /** A limit of its own (the overall cap), counted apart from the per-address one. */
  child(): FastifyRateLimitStore {
    return new SnapshotStore(undefined, this.maxOpen, this.maxLimited);
  }

  private sweepLimited(now: number) {
    if (now < this.limitedSweepAt) return;
    let next = 0;
    for (const [key, entry] of this.limited) {
      if (entry.resetAt <= now) this.limited.delete(key);
      else next = next === 0 ? entry.resetAt : Math.min(next, entry.resetAt);
    }
    this.limitedSweepAt = next;
  }
}
