// The bench's Lighthouse runs: its mobile run with its default simulated throttling, one page at a time, and what
// the bench keeps of each (scripts/page-bench.ts).
import lighthouse from "lighthouse";
import { categories, byteTypes } from "./lab-common";

export async function lighthouseOnce(url: string, chromePort: number) {
  // About one run in ten fails with NO_NAVSTART on this Chromium: retry that run.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score != null) return lhr;
    console.warn(`  retrying ${url}: ${lhr?.runtimeError?.code ?? "no result"}`);
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}

export interface LighthouseRun {
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  fcpToLcpMs: number;
  cls: number;
  tbtMs: number;
  /** What the page transferred by type (compressed KB) until it had loaded and its last script had arrived. */
  transferKb: Record<(typeof byteTypes)[keyof typeof byteTypes], number>;
}

export function summarise(lhr: Awaited<ReturnType<typeof lighthouseOnce>>): LighthouseRun {
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
