/**
 * The field vitals in a terminal (`npm run stats`, stats-command.ts): the p75 of LCP, INP and CLS overall and for the
 * pages with the most samples, each with its rating in words and its sample count.
 */
import type { MetricFigures } from "./vitals-histogram";
import { MIN_SAMPLES, ratingOf } from "./vitals-histogram";
import type { VitalsFigures, VitalsStats } from "./vitals-queries";

const TOP_PAGES = 10;
const SHOWN = ["lcp", "inp", "cls"] as const;
const WORDS = { good: "good", "needs-improvement": "needs improvement", poor: "poor" } as const;

function cell(metric: (typeof SHOWN)[number], figures: MetricFigures): string {
  const samples = figures.good + figures.needsImprovement + figures.poor;
  if (figures.p75 === null) return `– (${samples} samples)`;
  const value =
    metric === "cls"
      ? figures.p75.toFixed(2)
      : metric === "inp"
        ? `${figures.p75} ms`
        : `${(figures.p75 / 1000).toFixed(2)} s`;
  return `${value} ${WORDS[ratingOf(metric, figures.p75)]} (${samples})`;
}

const row = (label: string, figures: VitalsFigures) =>
  `${(label.length > 40 ? `${label.slice(0, 39)}…` : label).padEnd(40)} ${String(figures.samples).padStart(7)}  ${SHOWN.map(
    (metric) => cell(metric, figures[metric]).padEnd(30),
  )
    .join(" ")
    .trimEnd()}`;

export function formatVitals(vitals: VitalsStats, device: string | null): string {
  return [
    "",
    `Speed for real visitors${device ? ` (${device} only)` : ""}: p75, rating and samples; none under ${MIN_SAMPLES} samples`,
    `${"page".padEnd(40)} ${"views".padStart(7)}  ${SHOWN.map((metric) => metric.toUpperCase().padEnd(30))
      .join(" ")
      .trimEnd()}`,
    row("(all pages)", vitals.overall),
    ...vitals.pages.slice(0, TOP_PAGES).map((page) => row(`${page.path} (${page.device})`, page)),
  ].join("\n");
}
