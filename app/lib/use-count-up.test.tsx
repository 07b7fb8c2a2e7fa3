// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountUp } from "./use-count-up";

/** A clock for requestAnimationFrame that the test moves by hand. */
function fakeFrames() {
  let now = 0;
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => callbacks.delete(id));
  return {
    /** Moves the clock to `at` ms and runs the frames that were waiting. */
    frame(at: number) {
      now = at;
      const waiting = [...callbacks.values()];
      callbacks.clear();
      act(() => waiting.forEach((callback) => callback(now)));
    },
  };
}

function motion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce") }));
}

describe("useCountUp", () => {
  beforeEach(() => motion(false));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows the final figure until the count starts, then counts up once from 0", () => {
    const frames = fakeFrames();
    const { result, rerender } = renderHook(({ start }) => useCountUp(50, 1000, start), {
      initialProps: { start: false },
    });
    // Hydrated, but not yet on screen (a jump past the strip, or the island loaded ahead of it).
    expect(result.current).toBe(50);
    rerender({ start: true });
    frames.frame(0);
    expect(result.current).toBe(0);
    frames.frame(500);
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(50);
    frames.frame(1000);
    expect(result.current).toBe(50);
    frames.frame(2000);
    expect(result.current).toBe(50);
  });

  it("shows the final figure throughout when the visitor prefers reduced motion", () => {
    motion(true);
    const frames = fakeFrames();
    const { result, rerender } = renderHook(({ start }) => useCountUp(50, 1000, start), {
      initialProps: { start: false },
    });
    rerender({ start: true });
    frames.frame(0);
    expect(result.current).toBe(50);
  });
});
