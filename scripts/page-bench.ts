// npm run bench: builds for production, serves the build, and measures every page of PAGES in every language
// (medians of `runsPerPage` runs): Lighthouse's mobile run (scores, FCP, LCP, TBT, CLS), the JavaScript a phone loads
// before the visitor scrolls or taps and after scrolling to the end, the inline scripts, how soon the phone menu
// opens on a throttled phone, and how long following a hovered link takes on a desktop. Prints a table, writes
// bench/results.json and exits 1 when a budget in bench/budgets.json is broken. Timings are measurements, not tests:
// this is not part of npm test. What each figure means: docs/benchmarks.md.
import { spawn, execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";
import { connectDevTools, type DevTools } from "./devtools-client";
import { fieldBesideLab, fieldServerEnv } from "./field-bench";
import { paths } from "../app/config/paths";
import { landingPagePaths } from "../app/content/content.server";
import { emulatePhoneNetwork } from "../server/testing/phone-network";
import { localeOfPath, localizedPath, locales, unlocalizedPath } from "../shared/i18n/locales";
import { messagesFor } from "../shared/i18n/messages";

const root = new URL("..", import.meta.url).pathname;
const budgets = JSON.parse(readFileSync(join(root, "bench/budgets.json"), "utf8")) as {
  runsPerPage: number;
  minimumScores: Record<(typeof categories)[number], number>;
  maximumMetrics: { fcpToLcpMs: number; lcpMs: number; cls: number; tbtMs: number };
  /** Scripts requested before any scroll or tap, gzip KB; `pages` (English paths, every language) overrides. */
  jsBeforeInteractionGzipKb: { everyPage: number; pages: Record<string, number> };
  /** Every script requested until the end of the page has been scrolled to, gzip KB. */
  jsAfterScrollGzipKb: number;
  /**
   * From the first text painted to the phone menu open, on a throttled phone; `pages` (English paths, every language)
   * overrides: the home pages keep every block of theirs (docs/decisions/017-islands-without-a-router.md).
   */
  tapDelayMs: { everyPage: number; pages: Record<string, number> };
  /**
   * From the click on a link, hovered for `hoverMs` first, to the next page shown, on a desktop; also reported after
   * `shortHoverMs`, with no budget.
   */
  navigation: { maximumMs: number; hoverMs: number; shortHoverMs: number };
};

const { values: flags } = parseArgs({
  options: {
    // Reuse build/ instead of building first.
    "no-build": { type: "boolean", default: false },
    // Everything but Lighthouse, in a few minutes: for work on the scripts.
    "js-only": { type: "boolean", default: false },
    // A quick pass: fewer runs than budgets.json's, or some pages only (English paths, comma-separated).
    runs: { type: "string" },
    pages: { type: "string" },
    // Field loads per page beside the lab's figures (field-bench.ts); 0 for none.
    "field-runs": { type: "string" },
  },
});

/** The pages measured, by their English paths; each is measured in every language (shared/i18n/locales.ts). */
const englishPages = [
  paths.home,
  ...landingPagePaths(),
  paths.service("web-development"),
  paths.contact,
  paths.blogs,
].filter((path) => !flags.pages || flags.pages.split(",").includes(path));
const pages = englishPages.flatMap((path) => locales.map((locale) => localizedPath(locale, path)));
const runs = Number(flags.runs ?? budgets.runsPerPage);
// A partial pass prints its figures but leaves bench/results.json to the last full run.
const fullRun = !flags["js-only"] && !flags.pages && runs === budgets.runsPerPage;

// Benchmark knobs, not settings of the site: server/env.ts reads those.
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const byteTypes = { Script: "js", Stylesheet: "css", Image: "img", Media: "video", Font: "font" } as const;
/** The network is quiet when no request has been in flight for this long (media streams aside). */
const QUIET_MS = 2000;
/** How long after the click the bench first asks whether the next page is shown (navigationOnce). */
const SHOWN_READ_AFTER_MS = 1000;
/** Scrolling down: one step of 80% of the screen at a time, this often. */
const SCROLL_STEP_MS = 200;
/** The phone menu is tapped this often while the page loads. */
const TAP_EVERY_MS = 50;

/** A phone screen as Lighthouse's mobile run has it. */
const phoneScreen = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** A desktop screen as Lighthouse's desktop run has it. */
const desktopScreen = { viewport: { width: 1350, height: 940 } };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const gzipKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1024;
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

/**
 * The goal's figures are for a quiet machine, and the build just before leaves it busy: waits until the 1-minute load
 * average is at most QUIET_LOAD_PER_CORE a core, or QUIET_WAIT_MS at most, and says which.
 */
const QUIET_LOAD_PER_CORE = 0.25;
const QUIET_WAIT_MS = 5 * 60_000;
async function waitForQuietMachine() {
  const quietLoad = QUIET_LOAD_PER_CORE * availableParallelism();
  const deadline = Date.now() + QUIET_WAIT_MS;
  while (loadavg()[0]! > quietLoad) {
    if (Date.now() > deadline) {
      console.warn(`The machine is still busy (load ${loadAverage()}): measuring anyway.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  console.log(`The machine is quiet (load ${loadAverage()}).`);
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not start");
}

// ---- Lighthouse, mobile (its default simulated throttling) ----

async function lighthouseOnce(url: string, chromePort: number) {
  // About one run in ten fails with NO_NAVSTART on this Chromium: retry that run.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score != null) return lhr;
    console.warn(`  retrying ${url}: ${lhr?.runtimeError?.code ?? "no result"}`);
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}

interface LighthouseRun {
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  fcpToLcpMs: number;
  cls: number;
  tbtMs: number;
  /** What the page transferred by type (compressed KB) until it had loaded and its last script had arrived. */
  transferKb: Record<(typeof byteTypes)[keyof typeof byteTypes], number>;
}

function summarise(lhr: Awaited<ReturnType<typeof lighthouseOnce>>): LighthouseRun {
  const audits = lhr.audits;
  const observedLoad =
    (audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad ??
    Infinity;
  const requests =
    (
      audits["network-requests"]?.details as {
        items?: { resourceType?: string; transferSize?: number; networkEndTime?: number }[];
      }
    )?.items ?? [];
  const lastScriptEnd = Math.max(
    0,
    ...requests.filter((r) => r.resourceType === "Script").map((r) => r.networkEndTime ?? 0),
  );
  const until = Math.max(observedLoad, lastScriptEnd);
  const transferKb = { js: 0, css: 0, img: 0, video: 0, font: 0 };
  for (const request of requests) {
    const type = byteTypes[request.resourceType as keyof typeof byteTypes];
    if (type && (request.networkEndTime ?? 0) <= until) transferKb[type] += (request.transferSize ?? 0) / 1024;
  }
  const fcpMs = audits["first-contentful-paint"]?.numericValue ?? NaN;
  const lcpMs = audits["largest-contentful-paint"]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as LighthouseRun["scores"],
    fcpMs,
    lcpMs,
    fcpToLcpMs: lcpMs - fcpMs,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    transferKb,
  };
}

// ---- Scripts: before any interaction, after scrolling to the end, inline ----

/** Every `<script>` the page's HTML holds inline, but for crawlers' structured data and speculation rules. */
function inlineScripts(html: string): string[] {
  const notCode = /type\s*=\s*["']?(application\/ld\+json|speculationrules)/i;
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!) && !notCode.test(attributes!))
    .map(([, , content]) => content!);
}

/** Follows a page's requests: which scripts arrived (gzip -9 of each body), and whether the network is quiet. */
function watchNetwork(page: Page) {
  const scripts = new Map<string, number>();
  const reading = new Set<Promise<void>>();
  let inFlight = 0;
  let lastActivity = performance.now();
  // A media stream can stay open for as long as the video plays: it is not what "quiet" waits for.
  const counts = (resourceType: string) => resourceType !== "media";
  page.on("request", (request) => {
    if (!counts(request.resourceType())) return;
    inFlight += 1;
    lastActivity = performance.now();
  });
  page.on("requestfailed", (request) => {
    if (!counts(request.resourceType())) return;
    inFlight -= 1;
    lastActivity = performance.now();
  });
  page.on("requestfinished", (request) => {
    if (!counts(request.resourceType())) return;
    inFlight -= 1;
    lastActivity = performance.now();
    if (request.resourceType() !== "script") return;
    const read = request
      .response()
      .then((response) => response?.body())
      .then((body) => void (body && scripts.set(request.url(), gzipKb(body))))
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    async quiet() {
      const deadline = performance.now() + 30_000;
      while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
        if (performance.now() > deadline) throw new Error(`The network never went quiet on ${page.url()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(reading);
      return [...scripts].map(([url, kb]) => ({ file: new URL(url).pathname, gzipKb: kb }));
    },
  };
}

/** Scrolls down step by step until the end of the page stays the end once the network is quiet. */
async function scrollToEnd(page: Page, network: ReturnType<typeof watchNetwork>) {
  for (let pass = 0; pass < 5; pass++) {
    for (let step = 0; step < 500; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollTo({ top: window.scrollY + window.innerHeight * 0.8, behavior: "instant" });
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      if (atEnd) break;
      await page.waitForTimeout(SCROLL_STEP_MS);
    }
    await network.quiet();
    const stillAtEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (stillAtEnd) return;
  }
}

interface ScriptsRun {
  beforeKb: number;
  fieldVitalsKb: number;
  afterKb: number;
  inlineKb: number;
  before: { file: string; gzipKb: number }[];
  after: { file: string; gzipKb: number }[];
}

/**
 * On Lighthouse's phone screen, unthrottled: every script the page requests from the navigation until the network
 * is quiet, with no scroll and no tap (before); then scrolled down step by step to the end and quiet again (after,
 * cumulative). Sizes are the gzip -9 of what the browser received. Inline is the gzip -9 of the page's inline
 * scripts together, as served.
 */
async function scriptsOnce(browser: Browser, path: string): Promise<ScriptsRun> {
  const context = await browser.newContext(phoneScreen);
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    const response = await page.goto(`${origin}${path}`, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    const inlineKb = gzipKb(inlineScripts(await response.text()).join("\n"));
    const before = await network.quiet();
    await scrollToEnd(page, network);
    const after = await network.quiet();
    const total = (files: { gzipKb: number }[]) => files.reduce((sum, file) => sum + file.gzipKb, 0);
    // The field vitals' module loads after the page, when the browser is idle: measured apart, against its own budget.
    const isFieldVitals = (file: { file: string }) => file.file.includes("/field-vitals-");
    return {
      beforeKb: total(before.filter((file) => !isFieldVitals(file))),
      afterKb: total(after.filter((file) => !isFieldVitals(file))),
      fieldVitalsKb: total(after.filter(isFieldVitals)),
      inlineKb,
      before,
      after,
    };
  } finally {
    await context.close();
  }
}

// ---- The phone menu on a throttled phone ----

/**
 * How long after the first text is painted the phone menu is on the screen, on a phone throttled as in Lighthouse's
 * mobile run (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower).
 *
 * From the moment the page starts to arrive, the menu button is tapped every TAP_EVERY_MS, each tap sent without
 * waiting for the last to be handled: a busy page queues them, as it queues a visitor's. A tap the page handles before
 * the button is laid out lands elsewhere; the first that lands opens the menu, so the first tap stands for a visitor
 * tapping the instant the text shows. The menu is on the screen at the first frame after it opened (its
 * `beforetoggle`, then the next animation frame). The figure is that frame minus the first contentful paint, both
 * read off the page's own clock, so the test driver's own time is not counted. The button's place comes from an
 * unthrottled load beforehand.
 */
async function tapDelayOnce(browser: Browser, path: string): Promise<number> {
  const messages = messagesFor(localeOfPath(path));
  const context = await browser.newContext(phoneScreen);
  try {
    const probe = await context.newPage();
    await probe.goto(`${origin}${path}`);
    const box = await probe.getByRole("button", { name: messages.menu_open }).boundingBox();
    await probe.close();
    if (!box) throw new Error(`No menu button on ${path}`);

    const page = await context.newPage();
    await page.addInitScript((menuName) => {
      document.addEventListener(
        "beforetoggle",
        (event) => {
          const target = event.target as Element;
          const opening = (event as ToggleEvent).newState === "open" && target.getAttribute("aria-label") === menuName;
          const bench = window as { menuShownAt?: number; menuOpening?: boolean };
          if (!opening || bench.menuOpening) return;
          bench.menuOpening = true;
          requestAnimationFrame(() => (bench.menuShownAt = performance.now()));
        },
        true,
      );
      // Once the menu is open, the taps still on their way do nothing: they would close it again, or follow a
      // link of the open menu to another page.
      document.addEventListener(
        "click",
        (event) => {
          if (!(window as { menuOpening?: boolean }).menuOpening) return;
          event.preventDefault();
          event.stopImmediatePropagation();
        },
        true,
      );
    }, messages.menu);
    const cdp = await context.newCDPSession(page);
    await emulatePhoneNetwork(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    const touchPoints = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
    const tap = () =>
      Promise.all([
        cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints }),
        cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
      ]).catch(() => undefined);
    const taps: Promise<unknown>[] = [];
    const tapping = setInterval(() => taps.push(tap()), TAP_EVERY_MS);
    try {
      for (let attempt = 0; attempt < 400; attempt++) {
        const shown = await page
          .evaluate(() => {
            const shownAt = (window as { menuShownAt?: number }).menuShownAt;
            const firstText = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
            return shownAt === undefined ? null : { shownAt, firstText: firstText ?? null };
          })
          .catch(() => null);
        // The first paint's entry is written once that paint is on the screen, which can be after a tap queued
        // before it has opened the menu in that very frame.
        if (shown?.firstText != null) return Math.max(0, shown.shownAt - shown.firstText);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`The menu of ${path} never opened`);
    } finally {
      clearInterval(tapping);
      // A tap the page never answers must not hold the run: closing the context ends them.
      await Promise.race([Promise.all(taps), new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
  } finally {
    await context.close();
  }
}

// ---- Following a hovered link on a desktop ----

interface NavigationRun {
  to: string;
  ms: number;
  /** A new document, or the same one drawn again by a client-side router. */
  kind: "document" | "client-side";
  /** The next page had been prerendered (speculation rules): its activationStart is after its time origin. */
  prerendered: boolean;
}

/** Watches, in the page opened first, for the click and for a client-side router drawing the next page. */
const watchClick = `document.addEventListener("click", (event) => {
  benchClicked(String(performance.timeOrigin + event.timeStamp));
  const title = document.title;
  const observer = new MutationObserver(() => {
    if (document.title === title) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.benchRedrawnAt = performance.timeOrigin + performance.now(); }));
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
}, { capture: true, once: true });`;

/** The first link of the header to another page, visible on the screen, and its middle. */
const findLink = `(() => {
  for (const anchor of document.querySelectorAll("header a[href]")) {
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || url.pathname === location.pathname) continue;
    const box = anchor.getBoundingClientRect();
    if (!anchor.checkVisibility() || box.width === 0 || box.top < 0 || box.bottom > innerHeight) continue;
    return { to: url.pathname, x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  return null;
})()`;

/**
 * When the page at `to` is shown, if this is it: a new document at its first contentful paint or its activation
 * (prerendered), whichever is later; the first document at the frame after its title changed. Null before that.
 */
const shownProbe = (to: string, firstDocument: number) => `(() => {
  if (location.pathname !== ${JSON.stringify(to)} || document.visibilityState !== "visible") return null;
  if (performance.timeOrigin === ${firstDocument})
    return window.benchRedrawnAt ? { at: window.benchRedrawnAt, activation: 0, kind: "client-side" } : null;
  const entry = performance.getEntriesByType("navigation")[0];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  if (!entry || !paint) return null;
  return {
    at: performance.timeOrigin + Math.max(entry.activationStart, paint.startTime),
    activation: entry.activationStart,
    kind: "document",
  };
})()`;

/**
 * On a desktop screen (a Chromium of its own, window 1350 x 940), unthrottled: the page loads and settles, the pointer
 * rests on the first link of the header that leads to another page for `hoverMs`, then clicks it. The figure is from
 * the click (the event's time on the old page's clock) to the next page shown (shownProbe), on the new page's clock;
 * both clocks are wall-clock based (performance.timeOrigin). Driven through DevTools attached to the tab, so that
 * speculation rules can prerender (scripts/devtools-client.ts). Each run has a browser context of its own: no cache.
 */
async function navigationOnce(
  devtools: DevTools,
  path: string,
  hoverMs = budgets.navigation.hoverMs,
): Promise<NavigationRun> {
  const { browserContextId } = await devtools.send<{ browserContextId: string }>("Target.createBrowserContext");
  const pages: string[] = [];
  let clickedAt: number | undefined;
  const stopListening = devtools.on(({ method, params }) => {
    const target = params.targetInfo as { type?: string } | undefined;
    if (method === "Target.attachedToTarget" && target?.type === "page") pages.push(params.sessionId as string);
    if (method === "Runtime.bindingCalled" && params.name === "benchClicked") clickedAt ??= Number(params.payload);
  });
  const evaluate = async <T>(sessionId: string, expression: string) =>
    (
      await devtools.send<{ result: { value: T } }>(
        "Runtime.evaluate",
        { expression, returnByValue: true, awaitPromise: true },
        sessionId,
      )
    ).result.value;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await devtools.send("Target.createTarget", { url: "about:blank", browserContextId });
    const { targetInfos } = await devtools.send<{ targetInfos: { targetId: string; browserContextId: string }[] }>(
      "Target.getTargets",
      { filter: [{ type: "tab" }] },
    );
    const tab = targetInfos.find((info) => info.browserContextId === browserContextId)!;
    const { sessionId: tabSession } = await devtools.send<{ sessionId: string }>("Target.attachToTarget", {
      targetId: tab.targetId,
      flatten: true,
    });
    await devtools.send(
      "Target.setAutoAttach",
      { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      tabSession,
    );
    for (let i = 0; i < 100 && !pages.length; i++) await pause(50);
    const page = pages[0];
    if (!page) throw new Error("The new tab has no page");
    await devtools.send("Runtime.enable", {}, page);
    await devtools.send("Runtime.addBinding", { name: "benchClicked" }, page);
    await devtools.send("Page.enable", {}, page);
    await devtools.send("Page.addScriptToEvaluateOnNewDocument", { source: watchClick }, page);
    await devtools.send("Page.navigate", { url: `${origin}${path}` }, page);
    for (let i = 0; i < 300; i++) {
      if (
        (await evaluate(page, "location.href")) !== "about:blank" &&
        (await evaluate(page, "document.readyState")) === "complete"
      )
        break;
      await pause(100);
    }
    await pause(QUIET_MS);
    const firstDocument = await evaluate<number>(page, "performance.timeOrigin");
    const link = await evaluate<{ to: string; x: number; y: number } | null>(page, findLink);
    if (!link) throw new Error(`No link to another page in the header of ${path}`);
    const mouse = (type: string) =>
      devtools.send("Input.dispatchMouseEvent", { type, x: link.x, y: link.y, button: "left", clickCount: 1 }, page);
    await mouse("mouseMoved");
    await pause(hoverMs);
    await mouse("mousePressed");
    await mouse("mouseReleased");
    // Both times are read off the pages' own clocks, so reading them later changes nothing; probing at once put the
    // probe's script on the new page's main thread just before its first frame (24 ms of it in a trace).
    await pause(SHOWN_READ_AFTER_MS);
    for (let i = 0; i < 200; i++) {
      for (const session of [...pages].reverse()) {
        const shown = await evaluate<{ at: number; activation: number; kind: NavigationRun["kind"] } | null>(
          session,
          shownProbe(link.to, firstDocument),
        ).catch(() => null);
        if (shown && clickedAt !== undefined)
          return { to: link.to, ms: shown.at - clickedAt, kind: shown.kind, prerendered: shown.activation > 0 };
      }
      await pause(50);
    }
    throw new Error(`${path}: ${link.to} was never shown`);
  } finally {
    stopListening();
    await devtools.send("Target.disposeBrowserContext", { browserContextId }).catch(() => undefined);
  }
}

// ---- Per page: the runs, their medians, the budgets ----

interface PageResult {
  path: string;
  lighthouse?: Omit<LighthouseRun, "transferKb"> & { transferKb: LighthouseRun["transferKb"] };
  jsBeforeKb: number;
  jsAfterKb: number;
  inlineJsKb: number;
  tapDelayMs: number;
  navigationMs: number;
  /** The same after a hover of budgets.navigation.shortHoverMs (no budget). */
  navigationShortHoverMs: number;
  navigationTo: string;
  /** The field vitals' module (gzip KB), loaded after the page: counted apart from the JS before interaction. */
  fieldVitalsKb: number;
  prerenderedRuns: number;
  runs: { lighthouse: LighthouseRun[]; scripts: ScriptsRun[]; tapDelayMs: number[]; navigation: NavigationRun[] };
}

function medianLighthouse(all: LighthouseRun[]): PageResult["lighthouse"] {
  if (!all.length) return undefined;
  const pick = (f: (r: LighthouseRun) => number) => median(all.map(f));
  return {
    scores: Object.fromEntries(categories.map((c) => [c, pick((r) => r.scores[c])])) as LighthouseRun["scores"],
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    fcpToLcpMs: pick((r) => r.fcpToLcpMs),
    cls: pick((r) => r.cls),
    tbtMs: pick((r) => r.tbtMs),
    transferKb: Object.fromEntries(
      Object.keys(all[0]!.transferKb).map((k) => [
        k,
        pick((r) => r.transferKb[k as keyof LighthouseRun["transferKb"]]),
      ]),
    ) as LighthouseRun["transferKb"],
  };
}

async function measurePage(path: string, browser: Browser, chromePort: number, desktop: DevTools): Promise<PageResult> {
  const lighthouseRuns: LighthouseRun[] = [];
  if (!flags["js-only"])
    for (let i = 0; i < runs; i++) lighthouseRuns.push(summarise(await lighthouseOnce(`${origin}${path}`, chromePort)));
  const scripts: ScriptsRun[] = [];
  for (let i = 0; i < runs; i++) scripts.push(await scriptsOnce(browser, path));
  const taps: number[] = [];
  for (let i = 0; i < runs; i++) taps.push(await tapDelayOnce(browser, path));
  const navigations: NavigationRun[] = [];
  for (let i = 0; i < runs; i++) navigations.push(await navigationOnce(desktop, path));
  const shortHovers: NavigationRun[] = [];
  for (let i = 0; i < runs; i++) shortHovers.push(await navigationOnce(desktop, path, budgets.navigation.shortHoverMs));
  return {
    path,
    lighthouse: medianLighthouse(lighthouseRuns),
    jsBeforeKb: median(scripts.map((r) => r.beforeKb)),
    jsAfterKb: median(scripts.map((r) => r.afterKb)),
    inlineJsKb: median(scripts.map((r) => r.inlineKb)),
    tapDelayMs: median(taps),
    navigationMs: median(navigations.map((r) => r.ms)),
    navigationShortHoverMs: median(shortHovers.map((r) => r.ms)),
    navigationTo: navigations[0]!.to,
    fieldVitalsKb: median(scripts.map((r) => r.fieldVitalsKb)),
    prerenderedRuns: navigations.filter((r) => r.prerendered).length,
    runs: { lighthouse: lighthouseRuns, scripts, tapDelayMs: taps, navigation: navigations },
  };
}

const jsBeforeBudget = (path: string) =>
  budgets.jsBeforeInteractionGzipKb.pages[unlocalizedPath(path)] ?? budgets.jsBeforeInteractionGzipKb.everyPage;

function budgetFailures(result: PageResult): string[] {
  const failures: string[] = [];
  const over = (what: string, value: number, budget: number, unit: string, digits = 0) => {
    if (value > budget) failures.push(`${result.path}: ${what} ${value.toFixed(digits)}${unit} > ${budget}${unit}`);
  };
  const lh = result.lighthouse;
  if (lh) {
    for (const c of categories)
      if (lh.scores[c] < budgets.minimumScores[c])
        failures.push(`${result.path}: ${c} ${lh.scores[c]} < ${budgets.minimumScores[c]}`);
    over("TBT", lh.tbtMs, budgets.maximumMetrics.tbtMs, " ms");
    over("LCP", lh.lcpMs, budgets.maximumMetrics.lcpMs, " ms");
    over("LCP - FCP", lh.fcpToLcpMs, budgets.maximumMetrics.fcpToLcpMs, " ms");
    over("CLS", lh.cls, budgets.maximumMetrics.cls, "", 3);
  }
  over("JS before interaction", result.jsBeforeKb, jsBeforeBudget(result.path), " KB", 1);
  over("JS after scrolling", result.jsAfterKb, budgets.jsAfterScrollGzipKb, " KB", 1);
  over(
    "tap delay",
    result.tapDelayMs,
    budgets.tapDelayMs.pages[unlocalizedPath(result.path)] ?? budgets.tapDelayMs.everyPage,
    " ms",
  );
  over("navigation", result.navigationMs, budgets.navigation.maximumMs, " ms");
  return failures;
}

const tableHeader = [
  "| page | JS before KB | JS after KB | inline JS KB | field vitals KB | FCP ms | LCP ms | LCP−FCP ms | TBT ms | CLS | perf | a11y | best | seo | tap delay ms | navigation ms | after 300 ms hover |",
  `|${" --- |"}${" ---: |".repeat(16)}`,
].join("\n");

/** How the next page came: prerendered in n of the runs, else a new document or a client-side router's redraw. */
function navigationKind(r: PageResult): string {
  if (r.prerenderedRuns) return `prerendered ${r.prerenderedRuns}/${r.runs.navigation.length}`;
  return r.runs.navigation.some((run) => run.kind === "client-side") ? "client-side" : "document";
}

function tableRow(r: PageResult): string {
  const lh = r.lighthouse;
  const lighthouseCells = lh
    ? [
        Math.round(lh.fcpMs),
        Math.round(lh.lcpMs),
        Math.round(lh.fcpToLcpMs),
        Math.round(lh.tbtMs),
        lh.cls.toFixed(3),
        ...categories.map((c) => lh.scores[c]),
      ]
    : Array<string>(9).fill("–");
  const cells = [
    r.path,
    r.jsBeforeKb.toFixed(1),
    r.jsAfterKb.toFixed(1),
    r.inlineJsKb.toFixed(1),
    r.fieldVitalsKb.toFixed(1),
    ...lighthouseCells,
    Math.round(r.tapDelayMs),
    `${Math.round(r.navigationMs)} (${navigationKind(r)})`,
    Math.round(r.navigationShortHoverMs),
  ];
  return `| ${cells.join(" | ")} |`;
}

async function main() {
  const executable = findChromium();
  if (!executable) throw new Error("No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH");
  if (!flags["no-build"]) execSync("npm run build", { cwd: root, stdio: "inherit" });

  await waitForQuietMachine();
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  const scratch = mkdtempSync(join(tmpdir(), "bench-"));
  const fieldEnv = fieldServerEnv(scratch);
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...fieldEnv, PORT: String(port), OUTBOX_DIR: join(scratch, "outbox") },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const browser = await chromium.launch({ executablePath: executable, args: chromiumArgs });
  const desktopChrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: [
      "--headless=new",
      ...chromiumArgs,
      `--window-size=${desktopScreen.viewport.width},${desktopScreen.viewport.height}`,
    ],
  });
  const desktop = await connectDevTools(desktopChrome.port);
  try {
    await waitForServer();
    const results: PageResult[] = [];
    console.log(`${tableHeader}\n(each page's row as it is measured; the table again at the end)`);
    for (const path of pages) {
      results.push(await measurePage(path, browser, chrome.port, desktop));
      console.log(tableRow(results.at(-1)!));
    }
    const minutes = (Date.now() - startedAt.getTime()) / 60_000;
    const loadAtEnd = loadAverage();

    console.log(
      `\nMedians of ${runs} runs, ${startedAt.toISOString().slice(0, 16)}Z, ${minutes.toFixed(0)} min, ` +
        `load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAtEnd} at the end:\n`,
    );
    console.log([tableHeader, ...results.map(tableRow)].join("\n"));
    const lab = results.map((r) => ({ path: r.path, figures: { ...r.lighthouse, tapDelayMs: r.tapDelayMs } }));
    const field = await fieldBesideLab({ executable, origin, ...fieldEnv, runs: flags["field-runs"], lab });
    const failures = results.flatMap(budgetFailures);
    if (fullRun) {
      writeFileSync(
        join(root, "bench/results.json"),
        JSON.stringify(
          {
            measuredAt: startedAt.toISOString(),
            minutes: Math.round(minutes),
            loadAverage: { start: loadAtStart, end: loadAtEnd },
            chromium: browser.version(),
            runsPerPage: runs,
            pages: results,
            field,
            failures,
          },
          null,
          2,
        ) + "\n",
      );
    }
    if (failures.length) {
      console.error(`\nBudgets broken:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nAll budgets hold.");
    }
  } finally {
    await browser.close();
    desktop.close();
    await chrome.kill();
    await desktopChrome.kill();
    server.kill("SIGTERM");
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
