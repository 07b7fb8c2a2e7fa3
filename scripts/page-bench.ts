// npm run bench: builds for production, serves the build, runs Lighthouse (default mobile settings) three times
// per page with the system's Chromium, prints the medians and writes bench/results.json. Exits 1 when a budget in
// bench/budgets.json is broken. Timings are measurements, not tests: this is not part of npm test.
import { spawn, execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Browser } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";
import { emulatePhoneNetwork } from "../server/testing/phone-network";
import { localeOfPath } from "../shared/i18n/locales";
import { messagesFor } from "../shared/i18n/messages";

const root = new URL("..", import.meta.url).pathname;
const budgets = JSON.parse(readFileSync(join(root, "bench/budgets.json"), "utf8")) as {
  pages: string[];
  runsPerPage: number;
  minimumScores: Record<string, number>;
  maximumMetrics: { lcpMs: number; cls: number; tbtMs: number };
  homeInitialJsGzipKb: number;
  /** Each page's JavaScript until the network is quiet, gzip KB, for the pages listed. */
  pageJsGzipKb: Record<string, number>;
  /** From the first text shown to the menu's first opening on a tap, on a throttled phone. */
  tapReady: { pages: string[]; runs: number; maximumMs: number };
};
// Benchmark knobs, not settings of the site: server/env.ts reads those.
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const byteTypes = { Script: "js", Stylesheet: "css", Image: "img", Media: "video", Font: "font" } as const;

interface PageResult {
  path: string;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  kb: Record<(typeof byteTypes)[keyof typeof byteTypes], number>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

function summarise(path: string, lhr: Awaited<ReturnType<typeof lighthouseOnce>>): PageResult {
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
  // The page is interactive once its scripts have arrived (they start after the first paint and the load event):
  // count what finished by then, which leaves out what hydration starts later (the banner video).
  const lastScriptEnd = Math.max(
    0,
    ...requests.filter((r) => r.resourceType === "Script").map((r) => r.networkEndTime ?? 0),
  );
  const interactive = Math.max(observedLoad, lastScriptEnd);
  const kb = { js: 0, css: 0, img: 0, video: 0, font: 0 };
  for (const request of requests) {
    const type = byteTypes[request.resourceType as keyof typeof byteTypes];
    if (type && (request.networkEndTime ?? 0) <= interactive) kb[type] += (request.transferSize ?? 0) / 1024;
  }
  return {
    path,
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as PageResult["scores"],
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    kb,
  };
}

function medianResult(path: string, runs: PageResult[]): PageResult {
  const pick = (f: (r: PageResult) => number) => median(runs.map(f));
  return {
    path,
    scores: Object.fromEntries(categories.map((c) => [c, pick((r) => r.scores[c])])) as PageResult["scores"],
    lcpMs: pick((r) => r.lcpMs),
    cls: pick((r) => r.cls),
    tbtMs: pick((r) => r.tbtMs),
    kb: Object.fromEntries(
      Object.keys(runs[0]!.kb).map((k) => [k, pick((r) => r.kb[k as keyof PageResult["kb"]])]),
    ) as PageResult["kb"],
  };
}

/** A phone screen as Lighthouse's mobile run has it. */
const phoneScreen = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The JavaScript a page loads before any interaction: every script it requests while it loads on Lighthouse's phone
 * screen (412 x 823), until it has hydrated and the network is quiet. Code that waits for the visitor to scroll or
 * to use a form (see app/components/ui/island.tsx) is not counted; code that loads by itself, whatever the
 * mechanism, is. Sizes are of the built files, gzip -9.
 */
async function pageJs(browser: Browser, path: string) {
  const page = await browser.newPage(phoneScreen);
  try {
    const files = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") files.add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}${path}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    const chunks = [...files].sort().map((file) => ({
      file,
      gzipKb: gzipSync(readFileSync(join(root, "build/client", file)), { level: 9 }).length / 1024,
    }));
    return { path, chunks, totalKb: chunks.reduce((sum, chunk) => sum + chunk.gzipKb, 0) };
  } finally {
    await page.close();
  }
}

/**
 * How long after the first text shows the phone menu first opens on a tap, on a phone throttled as in Lighthouse's
 * mobile run (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower).
 *
 * The menu button is tapped every 50 ms from the moment the page starts to arrive. The browser holds input until the
 * page's first paint, so the first tap stands for a visitor tapping the instant the text shows; if the page cannot
 * answer yet, the next taps follow. The figure is the menu's opening (its `toggle` event) minus the first
 * contentful paint, both read off the page's own clock, so the test driver's own time is not counted; nothing polls
 * the page meanwhile (a poll would slow the throttled page itself). The button's place comes from an unthrottled
 * load beforehand.
 */
async function tapReadyOnce(browser: Browser, path: string): Promise<number> {
  const probe = await browser.newPage(phoneScreen);
  const box = await probe
    .goto(`${origin}${path}`)
    .then(() => probe.getByRole("button", { name: messagesFor(localeOfPath(path)).menu_open }).boundingBox());
  await probe.close();
  if (!box) throw new Error(`No menu button on ${path}`);

  const page = await browser.newPage(phoneScreen);
  try {
    await page.addInitScript(() => {
      document.addEventListener(
        "toggle",
        (event) => {
          const opened =
            (event as ToggleEvent).newState === "open" &&
            (event.target as Element).matches('[role="dialog"][aria-label="Menu"]');
          if (opened) (window as { menuOpenedAt?: number }).menuOpenedAt ??= performance.now();
        },
        true,
      );
    });
    const cdp = await page.context().newCDPSession(page);
    await emulatePhoneNetwork(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    const openedAt = () =>
      page.evaluate(() => (window as { menuOpenedAt?: number }).menuOpenedAt ?? null).catch(() => null);
    for (let attempt = 0; attempt < 400; attempt++) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const opened = await openedAt();
      if (opened !== null) {
        const firstText = await page.evaluate(
          () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        );
        if (firstText === null) throw new Error(`${path}: the menu opened before anything was painted`);
        return Math.max(0, opened - firstText);
      }
      await page.waitForTimeout(50);
    }
    throw new Error(`The menu of ${path} never opened`);
  } finally {
    await page.close();
  }
}

async function tapReady(browser: Browser, path: string) {
  const runs: number[] = [];
  for (let i = 0; i < budgets.tapReady.runs; i++) runs.push(await tapReadyOnce(browser, path));
  return { path, runsMs: runs.map(Math.round), medianMs: Math.round(median(runs)) };
}

type PageJs = Awaited<ReturnType<typeof pageJs>>;
type TapReady = Awaited<ReturnType<typeof tapReady>>;

function budgetFailures(results: PageResult[], js: PageJs[], taps: TapReady[]): string[] {
  const failures: string[] = [];
  for (const r of results) {
    for (const c of categories)
      if (r.scores[c] < budgets.minimumScores[c]!)
        failures.push(`${r.path}: ${c} ${r.scores[c]} < ${budgets.minimumScores[c]}`);
    if (r.lcpMs > budgets.maximumMetrics.lcpMs)
      failures.push(`${r.path}: LCP ${Math.round(r.lcpMs)} ms > ${budgets.maximumMetrics.lcpMs}`);
    if (r.cls > budgets.maximumMetrics.cls)
      failures.push(`${r.path}: CLS ${r.cls.toFixed(3)} > ${budgets.maximumMetrics.cls}`);
    if (r.tbtMs > budgets.maximumMetrics.tbtMs)
      failures.push(`${r.path}: TBT ${Math.round(r.tbtMs)} ms > ${budgets.maximumMetrics.tbtMs}`);
  }
  for (const page of js) {
    const budget = page.path === "/" ? budgets.homeInitialJsGzipKb : budgets.pageJsGzipKb[page.path];
    if (budget !== undefined && page.totalKb > budget)
      failures.push(`${page.path}: initial JS ${page.totalKb.toFixed(1)} KB gzip > ${budget}`);
  }
  for (const tap of taps) {
    if (tap.medianMs > budgets.tapReady.maximumMs)
      failures.push(`${tap.path}: tap ready ${tap.medianMs} ms > ${budgets.tapReady.maximumMs}`);
  }
  return failures;
}

function table(results: PageResult[]): string {
  const header =
    "| page | perf | a11y | best | seo | LCP ms | CLS | TBT ms | JS KB | CSS KB | img KB | video KB | font KB |";
  const rule = "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |";
  const rows = results.map((r) =>
    [
      r.path,
      ...categories.map((c) => r.scores[c]),
      Math.round(r.lcpMs),
      r.cls.toFixed(3),
      Math.round(r.tbtMs),
      ...Object.values(r.kb).map((kb) => kb.toFixed(1)),
    ].join(" | "),
  );
  return [header, rule, ...rows.map((row) => `| ${row} |`)].join("\n");
}

async function main() {
  const executable = findChromium();
  if (!executable) throw new Error("No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH");
  if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "inherit" });

  const scratch = mkdtempSync(join(tmpdir(), "bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), OUTBOX_DIR: join(scratch, "outbox"), SPOOL_DIR: join(scratch, "spool") },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const browser = await chromium.launch({ executablePath: executable, args: chromiumArgs });
  try {
    await waitForServer();
    const results: PageResult[] = [];
    // --js-only: just the pages' initial JavaScript and tap readiness, in a minute, while working on the bundle.
    const jsOnly = process.argv.includes("--js-only");
    for (const path of jsOnly ? [] : budgets.pages) {
      const runs: PageResult[] = [];
      for (let i = 0; i < budgets.runsPerPage; i++)
        runs.push(summarise(path, await lighthouseOnce(`${origin}${path}`, chrome.port)));
      results.push(medianResult(path, runs));
      console.log(`measured ${path}`);
    }
    const js: PageJs[] = [];
    for (const path of budgets.pages) js.push(await pageJs(browser, path));
    const taps: TapReady[] = [];
    for (const path of budgets.tapReady.pages) taps.push(await tapReady(browser, path));

    if (!jsOnly) {
      console.log(
        `\nLighthouse mobile, median of ${budgets.runsPerPage} runs (${new Date().toISOString().slice(0, 10)}):\n`,
      );
      console.log(table(results));
    }
    console.log("\nInitial JavaScript until the network is quiet (gzip):");
    for (const page of js) {
      const budget = page.path === "/" ? budgets.homeInitialJsGzipKb : budgets.pageJsGzipKb[page.path];
      console.log(
        `  ${page.path.padEnd(28)} ${page.totalKb.toFixed(1).padStart(6)} KB${budget === undefined ? "" : ` (budget ${budget} KB)`}`,
      );
    }
    console.log("\nHome page chunks:");
    for (const chunk of js.find((page) => page.path === "/")?.chunks ?? [])
      console.log(`  ${chunk.file}  ${chunk.gzipKb.toFixed(1)} KB`);
    console.log(
      `\nTap ready on a throttled phone (first text to the menu open on a tap), median of ${budgets.tapReady.runs}:`,
    );
    for (const tap of taps)
      console.log(
        `  ${tap.path.padEnd(28)} ${String(tap.medianMs).padStart(6)} ms (runs ${tap.runsMs.join(", ")}; budget ${budgets.tapReady.maximumMs} ms)`,
      );

    const failures = budgetFailures(results, js, taps);
    if (!jsOnly) {
      writeFileSync(
        join(root, "bench/results.json"),
        JSON.stringify(
          {
            measuredAt: new Date().toISOString(),
            runsPerPage: budgets.runsPerPage,
            pages: results,
            initialJs: js,
            tapReady: taps,
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
    await chrome.kill();
    server.kill("SIGTERM");
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
