import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

// The tail of a page as React Router 7 prerenders it (ssr: false), shortened.
const page = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/>',
  '<link rel="stylesheet" href="/assets/root-5.css"/>',
  "</head><body><h1>Hello</h1>",
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("\n");

/** Runs the rewritten bootstrap with a fake browser; `import()` is replaced by a recorder. */
async function run(html: string, { readyState = "interactive", paintTiming = true, painted = false } = {}) {
  const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)![1]!;
  const events: string[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const paintEntries: { name: string }[] = painted ? [{ name: "first-contentful-paint" }] : [];
  const paintObservers: (() => void)[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const browser = {
    window,
    document: {
      readyState,
      head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
      createElement: () => ({}),
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    performance: { getEntriesByType: (type: string) => (type === "paint" ? paintEntries : []) },
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
    setTimeout: (callback: () => void) => timers.push(callback),
    load: async (url: string) => {
      events.push(`import ${url}${url.includes("entry.client") ? ` with ${Object.keys(window.__reactRouterRouteModules ?? {}).join("+")}` : ""}`);
      return { url };
    },
  };
  const body = script.replace(/\bimport\(/g, "load(");
  new Function(...Object.keys(browser), body)(...Object.values(browser));
  const paint = (name: string) => {
    paintEntries.push({ name });
    for (const observer of [...paintObservers]) observer();
  };
  return { events, timers, frames, listeners, window, paint };
}

describe("deferHydration", () => {
  it("requests no script before the page has loaded and painted a frame", async () => {
    const html = deferHydration(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {"basename":"/"};</script>');

    const browser = await run(html);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    browser.paint("first-paint");
    browser.listeners.load!();
    await settle();
    expect(browser.timers).toHaveLength(0); // loaded, but nothing contentful on screen yet
    browser.paint("first-contentful-paint");
    await settle();
    expect(browser.events).toEqual([]);
    browser.timers.shift()!();
    await settle();

    expect(browser.events).toEqual([
      "preload /assets/manifest-1.js",
      "preload /assets/entry.client-2.js",
      "preload /assets/root-3.js",
      "preload /assets/home-4.js",
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/home-4.js",
      "import /assets/entry.client-2.js with root+routes/home",
    ]);
    expect(browser.window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-3.js" }, "routes/home": { url: "/assets/home-4.js" } });
  });

  it("starts at once on a page already loaded and painted, and waits two frames where paint timing is missing", async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const ready = await run(deferHydration(page), { readyState: "complete", painted: true });
    await settle();
    expect(ready.timers).toHaveLength(1);

    const old = await run(deferHydration(page), { readyState: "complete", paintTiming: false });
    await settle();
    expect(old.timers).toHaveLength(0);
    old.frames.shift()!();
    old.frames.shift()!();
    await settle();
    expect(old.timers).toHaveLength(1);
  });

  it("leaves a page without React Router's bootstrap as it is", () => {
    const html = "<html><body><script>console.log(1)</script></body></html>";
    expect(deferHydration(html)).toBe(html);
  });

  it("fails the build when the bootstrap has a shape it does not know", () => {
    const changed = page.replace('import * as route1 from "/assets/home-4.js";', 'import { x } from "/assets/home-4.js";');
    expect(() => deferHydration(changed, "index.html")).toThrow(/index.html: unexpected import/);
    const noModules = page.replace("window.__reactRouterRouteModules", "window.__somethingElse");
    expect(() => deferHydration(noModules, "index.html")).toThrow(/no longer has the shape/);
  });
});
