import { afterEach, describe, expect, it, vi } from "vitest";
import { SnapshotStore } from "./rate-limit-store";

function incr(store: SnapshotStore, key: string, window = 1000) {
  let result: { current: number; ttl: number } | undefined;
  store.incr(key, (_error, res) => (result = res), window);
  return result!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("SnapshotStore", { timeout: 5000 }, () => {
  it("gives every call its own count, so earlier answers do not change", () => {
    const store = new SnapshotStore();
    const first = incr(store, "a");
    const second = incr(store, "a");
    expect(first.current).toBe(1);
    expect(second.current).toBe(2);
    expect(incr(store, "b").current).toBe(1);
  });

  it("starts a new window once the old one is over", () => {
    vi.useFakeTimers();
    const store = new SnapshotStore();
    incr(store, "a");
    incr(store, "a");
    vi.advanceTimersByTime(400);
    expect(incr(store, "a")).toEqual({ current: 3, ttl: 600 });
    vi.advanceTimersByTime(600);
    expect(incr(store, "a")).toEqual({ current: 1, ttl: 1000 });
  });
});
