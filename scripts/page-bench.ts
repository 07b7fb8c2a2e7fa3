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
import * as chromeLauncher from "chrome-launcher";
import { chromium, type Browser } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";
import { connectDevTools, type DevTools } from "./devtools-client";
import { fieldBesideLab, fieldServerEnv } from "./field-bench";
import { port, origin, categories, desktopScreen, median } from "./lab/lab-common";
import { lighthouseOnce, type LighthouseRun, summarise } from "./lab/lighthouse-runs";
import { type ScriptsRun, scriptsOnce } from "./lab/script-bytes";
import { tapDelayOnce } from "./lab/tap-delay";
import { type NavigationRun, navigationOnce } from "./lab/hover-navigation";
import { paths } from "../app/config/paths";
import { landingPagePaths } from "../app/content/content.server";
import { localizedPath, locales, unlocalizedPath } from "../shared/i18n/locales";

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
  for (let i = 0; i < runs; i++) navigations.push(await navigationOnce(desktop, path, budgets.navigation.hoverMs));
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
