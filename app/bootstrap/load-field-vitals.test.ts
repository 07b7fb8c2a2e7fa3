// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadFieldVitals } from "./load-field-vitals";

const SRC = "/assets/islands/field-vitals-abc.js";
const loaded = () => [...document.querySelectorAll("script")].map((script) => script.getAttribute("src"));

afterEach(() => {
  document.head.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the field vitals' loader", () => {
  it("waits for the page's load event, then for the browser to be idle", () => {
    let state: DocumentReadyState = "interactive";
    vi.spyOn(document, "readyState", "get").mockImplementation(() => state);
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    loadFieldVitals(SRC);
    expect(idle).toHaveLength(0);
    state = "complete";
    window.dispatchEvent(new Event("load"));
    expect(loaded()).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(loaded()).toEqual([SRC]);
    expect(document.querySelector("script")!.type).toBe("module");
    vi.unstubAllGlobals();
  });

  it("runs after the next task where the browser has no idle callback, and loads nothing without a module", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    loadFieldVitals(undefined);
    loadFieldVitals("");
    loadFieldVitals(SRC);
    expect(loaded()).toEqual([]);
    vi.runAllTimers();
    expect(loaded()).toEqual([SRC]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
