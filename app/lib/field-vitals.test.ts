// @vitest-environment jsdom
import type { Metric } from "web-vitals";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VITALS_PATH } from "../../shared/endpoints";
import { measureFieldVitals, selectorOf, type VitalsLibrary } from "./field-vitals";

/** web-vitals as the test drives it: each function keeps its callback, and `report` calls it. */
function fakeLibrary() {
  const callbacks = new Map<string, (metric: Metric) => void>();
  const library = Object.fromEntries(
    ["onLCP", "onINP", "onCLS", "onFCP", "onTTFB"].map((name) => [
      name,
      (callback: (metric: Metric) => void) => callbacks.set(name, callback),
    ]),
  ) as unknown as VitalsLibrary;
  const report = (name: string, value: number, entries: unknown[] = []) =>
    callbacks.get(name)!({ value, entries } as unknown as Metric);
  return { library, report };
}

let visibility: DocumentVisibilityState;
let sent: { url: string; body: string }[];

const hide = () => {
  visibility = "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
};
const show = () => {
  visibility = "visible";
  document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(() => {
  visibility = "visible";
  sent = [];
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: URLSearchParams) => sent.push({ url, body: body.toString() }) > 0,
  });
  window.history.replaceState(null, "", "/zh-hk/about-us?utm_campaign=autumn");
});
afterEach(() => vi.restoreAllMocks());

describe("the field vitals' beacon", () => {
  it("sends one beacon when the page is hidden: the page's path, each metric, the slowest interaction's element", () => {
    const { library, report } = fakeLibrary();
    measureFieldVitals(VITALS_PATH, library);
    report("onTTFB", 88.4);
    report("onFCP", 812.6);
    report("onLCP", 1404.2);
    const button = document.createElement("button");
    button.id = "menu";
    button.className = "btn hover:bg-sky-700 primary large";
    button.textContent = "Call Zephyrine on +852 9876 5432";
    report("onINP", 232, [{ target: null }, { target: button }]);
    report("onCLS", 0.012345);
    expect(sent).toEqual([]);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(VITALS_PATH);
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.body))).toEqual({
      page: "/zh-hk/about-us",
      ttfb: "88",
      fcp: "813",
      lcp: "1404",
      inp: "232",
      cls: "0.0123",
      target: "button#menu.btn.primary.large",
    });
    // Shown and hidden again: the same view, already sent.
    show();
    report("onCLS", 0.2);
    hide();
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toHaveLength(1);
  });

  it("counts a page restored from the back/forward cache as a new view", () => {
    const { library, report } = fakeLibrary();
    measureFieldVitals(VITALS_PATH, library);
    report("onLCP", 900);
    hide();
    visibility = "visible";
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    report("onLCP", 30);
    hide();
    expect(sent.map((beacon) => new URLSearchParams(beacon.body).get("lcp"))).toEqual(["900", "30"]);
  });

  it("sends nothing for a page hidden before any metric", () => {
    measureFieldVitals(VITALS_PATH, fakeLibrary().library);
    hide();
    expect(sent).toEqual([]);
  });
});

describe("the interaction's selector", () => {
  it("is the tag, id and first plain classes, never the text, at most 100 characters", () => {
    const link = document.createElement("a");
    link.className = `card ${"x".repeat(200)} w-[10px] teaser`;
    link.textContent = "secret";
    expect(selectorOf(link)).toBe("a.card.teaser");
    expect(selectorOf(null)).toBeUndefined();
    const long = document.createElement("div");
    long.id = "y".repeat(120);
    expect(selectorOf(long)!.length).toBeLessThanOrEqual(100);
  });
});
