/**
 * A fixed-window counter store for @fastify/rate-limit.
 *
 * Why not the plugin's LocalStore: in 11.2.0 it hands every caller the same mutable counter
 * object and the plugin reads it after an await, so the requests of a concurrent burst all see
 * the final count and all get 429, even the first RATE_LIMIT_MAX ones. Here each call gets its
 * own snapshot. The window starts at a key's first request (as in LocalStore without
 * continueExceeding); expired keys are swept once the map grows, and it never holds more than
 * MAX_KEYS keys.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";

const MAX_KEYS = 10_000;

export class SnapshotStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (!entry) this.makeRoom(now);
      entry = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    callback(null, { current: entry.count, ttl: entry.resetAt - now });
  }

  /** Route-level limits share the counters; the relay has one route. */
  child(): FastifyRateLimitStore {
    return this;
  }

  private makeRoom(now: number) {
    if (this.windows.size < MAX_KEYS) return;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    // Still full: forget the oldest keys (Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
