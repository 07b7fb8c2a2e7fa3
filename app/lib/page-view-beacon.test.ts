import { transformSync } from "esbuild";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countShownPage } from "./page-view-beacon";
import { PAGE_VIEW_PATH } from "../../shared/endpoints";

/** A page in the state a browser gives it: prerendered or not, and its navigation's timing entry. */
function pageWith(state: { prerendering?: boolean; deliveryType?: string; activationStart?: number }) {
  const sent: { url: string; body: string }[] = [];
  const listeners = new Map<string, () => void>();
  vi.stubGlobal("navigator", {
    sendBeacon: (url: string, body: URLSearchParams) => sent.push({ url, body: body.toString() }) > 0,
  });
  vi.stubGlobal("location", { pathname: "/zh-hk/about-us", search: "?utm_campaign=autumn" });
  vi.stubGlobal("document", {
    prerendering: state.prerendering ?? false,
    referrer: "https://www.google.com/",
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  vi.stubGlobal("setTimeout", (callback: () => void) => tasks.push(callback));
  vi.stubGlobal("performance", {
    getEntriesByType: () => [{ deliveryType: state.deliveryType ?? "", activationStart: state.activationStart ?? 0 }],
  });
  countShownPage(PAGE_VIEW_PATH);
  /** The browser's next frame, then the tasks queued meanwhile. */
  const nextFrame = () => {
    for (const callback of frames.splice(0)) callback();
    for (const task of tasks.splice(0)) task();
  };
  return { sent, activate: () => listeners.get("prerenderingchange")?.(), nextFrame };
}

const VIEW = {
  url: PAGE_VIEW_PATH,
  body: "page=%2Fzh-hk%2Fabout-us%3Futm_campaign%3Dautumn&referrer=https%3A%2F%2Fwww.google.com%2F",
};

afterEach(() => vi.unstubAllGlobals());

describe("the page-view beacon", () => {
  it("sends nothing for a page loaded the usual way: the server counted its request", () => {
    expect(pageWith({}).sent).toEqual([]);
  });

  it("sends a prerendered page's view when it is shown, once its first frame is drawn, not before", () => {
    const page = pageWith({ prerendering: true });
    page.nextFrame();
    expect(page.sent).toEqual([]);
    page.activate();
    expect(page.sent).toEqual([]);
    page.nextFrame();
    expect(page.sent).toEqual([VIEW]);
    page.nextFrame();
    expect(page.sent).toEqual([VIEW]);
  });

  it("sends the view of a page shown from a prefetch, or activated before its script ran", () => {
    expect(pageWith({ deliveryType: "navigational-prefetch" }).sent).toEqual([VIEW]);
    expect(pageWith({ activationStart: 12.5 }).sent).toEqual([VIEW]);
  });

  it("is at most 1 KB minified, as it is inlined in every page", () => {
    const { code } = transformSync(`(${countShownPage.toString()})(${JSON.stringify(PAGE_VIEW_PATH)});`, {
      minify: true,
    });
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(1024);
  });
});
