// The JavaScript a page makes a phone load: before any interaction, after scrolling to the end, and inline
// (scripts/page-bench.ts; docs/benchmarks.md says what each figure counts).
import { type Browser, type Page } from "playwright-core";
import { QUIET_MS, SCROLL_STEP_MS, phoneScreen, gzipKb, origin } from "./lab-common";

/** Every `<script>` the page's HTML holds inline, but for crawlers' structured data and speculation rules. */
export function inlineScripts(html: string): string[] {
  const notCode = /type\s*=\s*["']?(application\/ld\+json|speculationrules)/i;
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!) && !notCode.test(attributes!))
    .map(([, , content]) => content!);
}

/** Follows a page's requests: which scripts arrived (gzip -9 of each body), and whether the network is quiet. */
export function watchNetwork(page: Page) {
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
export async function scrollToEnd(page: Page, network: ReturnType<typeof watchNetwork>) {
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

export interface ScriptsRun {
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
export async function scriptsOnce(browser: Browser, path: string): Promise<ScriptsRun> {
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
