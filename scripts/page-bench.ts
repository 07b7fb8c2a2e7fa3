// npm run bench: builds for production, serves the build, runs Lighthouse (default mobile settings) three times
// per page with the system's Chromium, prints the medians and writes bench/results.json. Exits 1 when a budget in
// bench/budgets.json is broken. Timings are measurements, not tests: this is not part of npm test.
import { spawn, execSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const budgets = JSON.parse(readFileSync(join(root, "bench/budgets.json"), "utf8")) as {
  pages: string[];
  runsPerPage: number;
  minimumScores: Record<string, number>;
  maximumMetrics: { lcpMs: number; cls: number; tbtMs: number };
  homeInitialJsGzipKb: number;
};
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
  const observedLoad = (audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad ?? Infinity;
  const requests = ((audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number; networkEndTime?: number }[] })?.items ?? []);
  // The page is interactive once its scripts have arrived (they start after the first paint and the load event):
  // count what finished by then, which leaves out what hydration starts later (the banner video).
  const lastScriptEnd = Math.max(0, ...requests.filter((r) => r.resourceType === "Script").map((r) => r.networkEndTime ?? 0));
  const interactive = Math.max(observedLoad, lastScriptEnd);
  const kb = { js: 0, css: 0, img: 0, video: 0, font: 0 };
  for (const request of requests) {
    const type = byteTypes[request.resourceType as keyof typeof byteTypes];
    if (type && (request.networkEndTime ?? 0) <= interactive) kb[type] += (request.transferSize ?? 0) / 1024;
  }
  return {
    path,
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageResult["scores"],
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
    kb: Object.fromEntries(Object.keys(runs[0]!.kb).map((k) => [k, pick((r) => r.kb[k as keyof PageResult["kb"]])])) as PageResult["kb"],
  };
}

/**
 * The JavaScript the home page loads before any interaction: every script the page requests while it loads on
 * Lighthouse's phone screen (412 x 823), until it has hydrated and the network is quiet. Code that waits for the
 * visitor to scroll (the blocks further down, see app/components/ui/island.tsx) is not counted; code that loads
 * by itself, whatever the mechanism, is. Sizes are of the built files, gzip -9.
 */
async function homeInitialJs(executable: string) {
  const browser = await chromium.launch({ executablePath: executable, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const files = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") files.add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    const chunks = [...files].sort().map((file) => ({ file, gzipKb: gzipSync(readFileSync(join(root, "build/client", file)), { level: 9 }).length / 1024 }));
    return { chunks, totalKb: chunks.reduce((sum, chunk) => sum + chunk.gzipKb, 0) };
  } finally {
    await browser.close();
  }
}

function budgetFailures(results: PageResult[], homeJsKb: number): string[] {
  const failures: string[] = [];
  for (const r of results) {
    for (const c of categories) if (r.scores[c] < budgets.minimumScores[c]!) failures.push(`${r.path}: ${c} ${r.scores[c]} < ${budgets.minimumScores[c]}`);
    if (r.lcpMs > budgets.maximumMetrics.lcpMs) failures.push(`${r.path}: LCP ${Math.round(r.lcpMs)} ms > ${budgets.maximumMetrics.lcpMs}`);
    if (r.cls > budgets.maximumMetrics.cls) failures.push(`${r.path}: CLS ${r.cls.toFixed(3)} > ${budgets.maximumMetrics.cls}`);
    if (r.tbtMs > budgets.maximumMetrics.tbtMs) failures.push(`${r.path}: TBT ${Math.round(r.tbtMs)} ms > ${budgets.maximumMetrics.tbtMs}`);
  }
  if (homeJsKb > budgets.homeInitialJsGzipKb) failures.push(`home initial JS ${homeJsKb.toFixed(1)} KB gzip > ${budgets.homeInitialJsGzipKb}`);
  return failures;
}

function table(results: PageResult[]): string {
  const header = "| page | perf | a11y | best | seo | LCP ms | CLS | TBT ms | JS KB | CSS KB | img KB | video KB | font KB |";
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

  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), OUTBOX_DIR: mkdtempSync(join(tmpdir(), "bench-outbox-")) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: ["--headless=new", ...chromiumArgs] });
  try {
    await waitForServer();
    const results: PageResult[] = [];
    // --js-only: just the home page's initial JavaScript, in seconds, while working on the bundle.
    const jsOnly = process.argv.includes("--js-only");
    for (const path of jsOnly ? [] : budgets.pages) {
      const runs: PageResult[] = [];
      for (let i = 0; i < budgets.runsPerPage; i++) runs.push(summarise(path, await lighthouseOnce(`${origin}${path}`, chrome.port)));
      results.push(medianResult(path, runs));
      console.log(`measured ${path}`);
    }
    const homeJs = await homeInitialJs(executable);
    if (!jsOnly) {
      console.log(`\nLighthouse mobile, median of ${budgets.runsPerPage} runs (${new Date().toISOString().slice(0, 10)}):\n`);
      console.log(table(results));
    }
    console.log("\nHome page initial JavaScript (gzip):");
    for (const chunk of homeJs.chunks) console.log(`  ${chunk.file}  ${chunk.gzipKb.toFixed(1)} KB`);
    console.log(`  total  ${homeJs.totalKb.toFixed(1)} KB (budget ${budgets.homeInitialJsGzipKb} KB)`);
    const failures = budgetFailures(results, homeJs.totalKb);
    if (!jsOnly) {
      writeFileSync(
        join(root, "bench/results.json"),
        JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: budgets.runsPerPage, pages: results, homeInitialJs: homeJs, failures }, null, 2) + "\n",
      );
    }
    if (failures.length) {
      console.error(`\nBudgets broken:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nAll budgets hold.");
    }
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
  }
}

await main();
