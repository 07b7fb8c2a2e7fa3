import { describe, expect, it } from "vitest";
import { hydrateAfterPaint, type BrowserHooks, type HydrationPlan } from "./hydrate-after-paint";

const plan: HydrationPlan = {
  preloads: ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js", "/assets/home-4.js"],
  effects: ["/assets/manifest-1.js"],
  routes: { root: "/assets/root-3.js", "routes/home": "/assets/home-4.js" },
  entry: "/assets/entry.client-2.js",
};

/** A fake browser that records what the module does, with the page's load and paints under the test's control. */
function fakeBrowser({ readyState = "interactive", paintTiming = true, painted = false } = {}) {
  const events: string[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const paintEntries: { name: string }[] = painted ? [{ name: "first-contentful-paint" }] : [];
  const paintObservers: (() => void)[] = [];
  const window: BrowserHooks["window"] = {};
  const browser: BrowserHooks = {
    window,
    document: {
      readyState,
      head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
      createElement: () => ({}),
    } as unknown as BrowserHooks["document"],
    addEventListener: (type, listener) => (listeners[type] = listener),
    requestAnimationFrame: (callback) => frames.push(callback),
    performance: {
      getEntriesByType: ((type: string) => (type === "paint" ? paintEntries : [])) as Performance["getEntriesByType"],
    },
    PerformanceObserver: class {
      static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
      constructor(private readonly callback: () => void) {}
      observe() {
        paintObservers.push(this.callback);
      }
      disconnect() {
        paintObservers.splice(paintObservers.indexOf(this.callback), 1);
      }
    },
    setTimeout: (callback) => timers.push(callback),
    load: async (url) => {
      events.push(
        `import ${url}${url.includes("entry.client") ? ` with ${Object.keys(window.__reactRouterRouteModules ?? {}).join("+")}` : ""}`,
      );
      return { url };
    },
  };
  const paint = (name: string) => {
    paintEntries.push({ name });
    for (const observer of [...paintObservers]) observer();
  };
  return { browser, events, timers, frames, listeners, window, paint };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("hydrateAfterPaint", () => {
  it("requests no script before the page has loaded and painted content, then the same modules in the same order", async () => {
    const fake = fakeBrowser();
    void hydrateAfterPaint(plan, fake.browser);
    fake.paint("first-paint");
    fake.listeners.load!();
    await settle();
    expect(fake.timers).toHaveLength(0); // loaded, but nothing contentful on screen yet
    fake.paint("first-contentful-paint");
    await settle();
    expect(fake.events).toEqual([]);
    fake.timers.shift()!();
    await settle();

    expect(fake.events).toEqual([
      "preload /assets/manifest-1.js",
      "preload /assets/entry.client-2.js",
      "preload /assets/root-3.js",
      "preload /assets/home-4.js",
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/home-4.js",
      "import /assets/entry.client-2.js with root+routes/home",
    ]);
    expect(fake.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/home": { url: "/assets/home-4.js" },
    });
  });

  it("starts at once on a page already loaded and painted, and waits two frames where paint timing is missing", async () => {
    const ready = fakeBrowser({ readyState: "complete", painted: true });
    void hydrateAfterPaint(plan, ready.browser);
    await settle();
    expect(ready.timers).toHaveLength(1);

    const old = fakeBrowser({ readyState: "complete", paintTiming: false });
    void hydrateAfterPaint(plan, old.browser);
    await settle();
    expect(old.timers).toHaveLength(0);
    old.frames.shift()!();
    old.frames.shift()!();
    await settle();
    expect(old.timers).toHaveLength(1);
  });
});
