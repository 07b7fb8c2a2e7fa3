// Field vitals for `npm run bench` (docs/benchmarks.md, "Lab and field side by side"): the pages loaded in the
// bench's throttled phone as a person's, each load ended by leaving the page so that its beacon goes out, then the
// p75 read from the server's own store through an admin session (stats.json's `vitals`), beside the lab's figures
// (scripts/field-compare.ts). scripts/page-bench.ts starts the server with fieldServerEnv and calls measureField.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { chromiumArgs } from "./chromium.mjs";
import { phoneScreen } from "./lab/lab-common";
import { beaconValues, sideBySideReport, type FieldFigures, type LabFigures, type SideBySide } from "./field-compare";
import { emulatePhoneNetwork } from "../server/testing/phone-network";
import { VITALS_PATH } from "../shared/endpoints";
import { VITAL_METRICS, type VitalMetric } from "../shared/vitals-contract";

/**
 * A person's iPhone, as tests/e2e/field-vitals.spec.ts has it: the server counts its beacons as a phone's, where
 * headless Chromium's own user agent is a bot's and its beacons are dropped.
 */
export const PERSON_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** Field loads per page (and language) unless --field-runs says otherwise: a few, so the bench stays short. */
export const DEFAULT_FIELD_RUNS = 5;

/** How long a field load waits after `load` for the field vitals' module to run, and after its tap. */
const SETTLE_MS = 1000;
const AFTER_TAP_MS = 500;
/** How long the bench waits for a beacon after leaving a page, and for the store to count every beacon. */
const BEACON_WAIT_MS = 10_000;
const STORE_WAIT_MS = 60_000;

/** The server's settings for the bench: a DATA_DIR of its own in the bench's scratch folder, an admin password. */
export function fieldServerEnv(scratch: string) {
  return { DATA_DIR: join(scratch, "data"), ADMIN_PASSWORD: randomBytes(18).toString("base64url") };
}

/** Where a page keeps a copy of each field beacon's body for the bench (its tab's sessionStorage). */
const BEACON_KEY = "bench-field-beacons";
/** A page of the site with no field vitals, for the bench to leave each page for. */
const LEAVE_FOR = "/robots.txt";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One page view as a person's on the throttled phone (Lighthouse's slow 4G, CPU 4x slower): the page loads, the field
 * vitals' module loads after it, the heading is tapped (an interaction for INP), then the page is left for
 * a plain text page of the same origin (LEAVE_FOR), which hides it and sends its beacon. The beacon's values as the bench saw them sent; null when none
 * went out within BEACON_WAIT_MS.
 */
async function fieldLoadOnce(browser: Browser, origin: string, path: string) {
  const context = await browser.newContext({ ...phoneScreen, userAgent: PERSON_UA });
  try {
    const page = await context.newPage();
    // Neither Playwright's request events, nor DevTools' network events, nor a binding see a beacon sent while the
    // page is left; so the page keeps a copy of each in its tab's sessionStorage, and the bench leaves it for a plain
    // text page of the same origin, where it reads them.
    await page.addInitScript(
      ([key, path]) => {
        const send = navigator.sendBeacon.bind(navigator);
        navigator.sendBeacon = (url, data) => {
          if (new URL(url, location.href).pathname === path)
            sessionStorage.setItem(
              key,
              JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? "[]"), String(data)]),
            );
          return send(url, data);
        };
      },
      [BEACON_KEY, VITALS_PATH] as const,
    );
    const cdp = await context.newCDPSession(page);
    await emulatePhoneNetwork(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const fieldModule = page.waitForRequest((request) => request.url().includes("/field-vitals-"), { timeout: 60_000 });
    // Awaited below; when the load fails first, its rejection must not end the process unhandled.
    fieldModule.catch(() => undefined);
    const response = await page.goto(`${origin}${path}`, { waitUntil: "load", timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await fieldModule;
    await pause(SETTLE_MS);
    // A heading the phone cannot tap (off its screen) leaves the view without INP, which the table then shows.
    await page
      .locator("h1")
      .first()
      .tap({ timeout: 10_000 })
      .catch(() => console.warn(`  ${path}: the heading could not be tapped; this view has no INP`));
    await pause(AFTER_TAP_MS);
    await page.goto(`${origin}${LEAVE_FOR}`);
    const deadline = Date.now() + BEACON_WAIT_MS;
    let beacons: string[] = [];
    while (!beacons.length && Date.now() < deadline) {
      beacons = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[], BEACON_KEY);
      if (!beacons.length) await pause(100);
    }
    return beacons.length ? beaconValues(beacons[0]!) : null;
  } finally {
    await context.close();
  }
}

/** Signs in to the dashboard as the owner: the session's cookie. */
async function adminCookie(origin: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 303 || !cookie) throw new Error(`Signing in to the dashboard answered ${response.status}`);
  return cookie;
}

type MetricJson = { p75: number | null; good: number; needsImprovement: number; poor: number };
type PageJson = { path: string; samples: number } & Record<VitalMetric, MetricJson>;

/** The store's figures of each page, phones and today: stats.json's `vitals` (the dashboard's own). */
async function storedPages(origin: string, cookie: string): Promise<PageJson[]> {
  const response = await fetch(`${origin}/admin/stats.json?days=1&device=phone`, { headers: { cookie } });
  if (!response.ok) return [];
  const stats = (await response.json()) as { vitals?: { pages: PageJson[] } };
  return stats.vitals?.pages ?? [];
}

export interface FieldOptions {
  executable: string;
  origin: string;
  ADMIN_PASSWORD: string;
  /** The pages to load, and the lab's figures of each (page-bench.ts's medians). */
  lab: { path: string; figures: LabFigures }[];
  runs: number;
}

/**
 * Loads every page `runs` times as a person's phone, waits until the store has counted every beacon the loads sent
 * (it writes every 2 s, and stats.json computes at most every 5 s), and gives each page's lab and field figures.
 */
export async function measureField({ executable, origin, ADMIN_PASSWORD: adminPassword, lab, runs }: FieldOptions) {
  // The user agent is the browser's own from its start: a beacon sent while a page is left carries it, not a context's.
  const browser = await chromium.launch({
    executablePath: executable,
    args: [...chromiumArgs, `--user-agent=${PERSON_UA}`],
  });
  const observed = new Map<string, Record<VitalMetric, number[]>>();
  let lost = 0;
  try {
    for (const { path } of lab) {
      const values = Object.fromEntries(VITAL_METRICS.map((metric) => [metric, [] as number[]])) as Record<
        VitalMetric,
        number[]
      >;
      observed.set(path, values);
      for (let i = 0; i < runs; i++) {
        const beacon = await fieldLoadOnce(browser, origin, path);
        if (!beacon) lost += 1;
        for (const [metric, value] of Object.entries(beacon ?? {})) values[metric as VitalMetric].push(value);
      }
      console.log(
        `  field: ${path}, ${runs} loads, ${Math.max(...VITAL_METRICS.map((m) => values[m].length))} beacons`,
      );
    }
  } finally {
    await browser.close();
  }
  if (lost) console.warn(`${lost} field loads sent no beacon.`);

  const cookie = await adminCookie(origin, adminPassword);
  // Every load sends one beacon, whether or not the bench saw it go.
  const sent = () => runs;
  const deadline = Date.now() + STORE_WAIT_MS;
  let stored: PageJson[] = [];
  for (;;) {
    stored = await storedPages(origin, cookie);
    const counted = (path: string) => stored.find((page) => page.path === path)?.samples ?? 0;
    if (lab.every(({ path }) => counted(path) >= sent())) break;
    if (Date.now() > deadline) {
      console.warn("The store did not count every beacon within a minute: its figures are as they stand.");
      break;
    }
    await pause(1000);
  }

  return lab.map(({ path, figures }): SideBySide => {
    const page = stored.find((row) => row.path === path);
    const store = Object.fromEntries(
      VITAL_METRICS.map((metric) => {
        const m = page?.[metric];
        return [metric, { p75: m?.p75 ?? null, samples: m ? m.good + m.needsImprovement + m.poor : 0 }];
      }),
    ) as FieldFigures["store"];
    return { path, lab: figures, field: { samples: page?.samples ?? 0, store, observed: observed.get(path)! } };
  });
}

/**
 * page-bench.ts's step after the lab: `runs` is --field-runs (DEFAULT_FIELD_RUNS unset, 0 for no field loads). Prints
 * the table of lab beside field and gives its rows, for bench/results.json.
 */
export async function fieldBesideLab(options: Omit<FieldOptions, "runs"> & { runs: string | undefined }) {
  const runs = Number(options.runs ?? DEFAULT_FIELD_RUNS);
  if (!Number.isInteger(runs) || runs < 0) throw new Error(`--field-runs must be a whole number, not ${options.runs}`);
  if (runs === 0) return [];
  const rows = await measureField({ ...options, runs });
  console.log(`\nLab beside field (${runs} field loads a page, phones, the store's p75 at 20 samples):\n`);
  console.log(sideBySideReport(rows));
  return rows;
}
