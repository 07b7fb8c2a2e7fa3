import { afterEach, describe, expect, it, vi } from "vitest";
import { SnapshotStore } from "./rate-limit-store";

function incr(store: SnapshotStore, key: string, max = 3, window = 1000) {
  let result: { current: number; ttl: number } | undefined;
  store.incr(key, (_error, res) => (result = res), window, max);
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

  it("never frees a limited key, however many other keys arrive", () => {
    const store = new SnapshotStore(undefined, 100, 1000);
    for (let i = 0; i < 3; i++) incr(store, "limited");
    for (let i = 0; i < 10_000; i++) incr(store, `flood-${i}`);
    expect(incr(store, "limited").current).toBe(4);
  });

  it("stays bounded: the oldest keys under their limit are forgotten first", () => {
    const store = new SnapshotStore(undefined, 2, 10);
    incr(store, "a");
    incr(store, "b");
    incr(store, "c"); // forgets a
    expect(incr(store, "a").current).toBe(1);
    expect(incr(store, "c").current).toBe(2);
  });

  it("counts a new key as over its limit once the limited keys fill their map, until one expires", () => {
    vi.useFakeTimers();
    const store = new SnapshotStore(undefined, 10, 2);
    for (const key of ["x", "y"]) for (let i = 0; i < 3; i++) incr(store, key);
    expect(incr(store, "newcomer").current).toBe(4);
    vi.advanceTimersByTime(1000);
    expect(incr(store, "newcomer").current).toBe(1);
  });

  it("keeps a child's counts apart", () => {
    const store = new SnapshotStore();
    incr(store, "all");
    expect(incr(store.child() as SnapshotStore, "all").current).toBe(1);
  });
});
