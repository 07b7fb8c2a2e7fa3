// Lab beside field for `npm run bench` (docs/benchmarks.md, "Lab and field side by side"): the pure part. Each page's
// Lighthouse medians and tap delay (scripts/page-bench.ts) beside the p75 of the field vitals its throttled phone
// loads sent (scripts/field-bench.ts), the tolerance within which they must agree, and the printed table.
import { MIN_SAMPLES, VITAL_METRICS, type VitalMetric } from "../shared/vitals-contract";

/**
 * How far the field p75 may be from the lab median and still agree: a time within 20% or 150 ms of it, whichever is
 * more, and CLS within 0.02 (docs/benchmarks.md says why). INP and TTFB have no lab figure to agree with.
 */
export const TOLERANCE = { timeShare: 0.2, timeMs: 150, cls: 0.02 } as const;

/** The lab's figures of one page: Lighthouse's medians (none with --js-only) and the tap delay's median. */
export interface LabFigures {
  lcpMs?: number;
  fcpMs?: number;
  cls?: number;
  tapDelayMs?: number;
}

/** One page's field figures: what the store gives (stats.json's `vitals`) and what the bench saw its loads send. */
export interface FieldFigures {
  /** Page views the store counted for the page (phones, today). */
  samples: number;
  /** The store's p75 (null under MIN_SAMPLES samples) and its samples, per metric. */
  store: Record<VitalMetric, { p75: number | null; samples: number }>;
  /** Every value of each metric the bench's loads sent in their beacons. */
  observed: Record<VitalMetric, number[]>;
}

export interface SideBySide {
  path: string;
  lab: LabFigures;
  field: FieldFigures;
}

export type Verdict = "agrees" | "differs";

/** The nearest-rank 75th percentile, as the store reads it (vitals-histogram.ts); null for no values. */
export function p75(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/**
 * The field p75 to show and compare: the store's when it has MIN_SAMPLES samples, else the p75 of the values the
 * bench saw sent (fewer than MIN_SAMPLES, so said as such), else none.
 */
export function fieldP75(
  field: FieldFigures,
  metric: VitalMetric,
): { value: number; source: "store" | "bench"; samples: number } | null {
  const stored = field.store[metric];
  if (stored.p75 !== null) return { value: stored.p75, source: "store", samples: stored.samples };
  const observed = field.observed[metric];
  const value = p75(observed);
  return value === null ? null : { value, source: "bench", samples: observed.length };
}

/** Whether a field p75 agrees with the lab's figure for the metric (TOLERANCE); null where there is nothing to compare. */
export function verdictOf(metric: VitalMetric, lab: number | undefined, field: number | undefined): Verdict | null {
  if (lab === undefined || field === undefined || Number.isNaN(lab)) return null;
  if (metric === "cls") return Math.abs(field - lab) <= TOLERANCE.cls + 1e-9 ? "agrees" : "differs";
  if (metric !== "lcp" && metric !== "fcp") return null;
  const allowed = Math.max(TOLERANCE.timeMs, TOLERANCE.timeShare * lab);
  return Math.abs(field - lab) <= allowed ? "agrees" : "differs";
}

const LAB_OF: Partial<Record<VitalMetric, keyof LabFigures>> = { lcp: "lcpMs", fcp: "fcpMs", cls: "cls" };

/** Each compared metric's verdict for a page, and a sentence for each that differs. */
export function comparePage(row: SideBySide): { verdicts: Partial<Record<VitalMetric, Verdict>>; findings: string[] } {
  const verdicts: Partial<Record<VitalMetric, Verdict>> = {};
  const findings: string[] = [];
  for (const metric of VITAL_METRICS) {
    const labKey = LAB_OF[metric];
    const lab = labKey ? row.lab[labKey] : undefined;
    const field = fieldP75(row.field, metric);
    const verdict = verdictOf(metric, lab, field?.value);
    if (!verdict) continue;
    verdicts[metric] = verdict;
    if (verdict === "differs")
      findings.push(
        `${row.path}: field ${metric.toUpperCase()} p75 ${show(metric, field!.value)} (${field!.source}, n=${field!.samples}) ` +
          `against the lab's ${show(metric, lab!)}`,
      );
  }
  return { verdicts, findings };
}

function show(metric: VitalMetric, value: number): string {
  return metric === "cls" ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** A field cell: the p75, where it comes from and how many samples, "n < 20" when the store has too few. */
function fieldCell(field: FieldFigures, metric: VitalMetric): string {
  const figure = fieldP75(field, metric);
  if (!figure) return `– (n=${field.store[metric].samples})`;
  const value = metric === "cls" ? figure.value.toFixed(3) : String(Math.round(figure.value));
  return figure.source === "store"
    ? `${value} (n=${figure.samples})`
    : `${value} (bench, n=${figure.samples} < ${MIN_SAMPLES})`;
}

const labCell = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? "–" : value.toFixed(digits);

export const SIDE_BY_SIDE_HEADER = [
  "| page | field loads | stored | LCP lab | LCP field | FCP lab | FCP field | CLS lab | CLS field | tap delay lab | INP field | TTFB field | agree |",
  `|${" --- |"}${" ---: |".repeat(11)} --- |`,
].join("\n");

/** One page's row: lab and field side by side, and which compared metrics agree (✓) or differ (✗). */
export function sideBySideRow(row: SideBySide): string {
  const { verdicts } = comparePage(row);
  const agree = (["lcp", "fcp", "cls"] as const)
    .filter((metric) => verdicts[metric])
    .map((metric) => `${metric.toUpperCase()} ${verdicts[metric] === "agrees" ? "✓" : "✗"}`)
    .join(", ");
  const loads = Math.max(...VITAL_METRICS.map((metric) => row.field.observed[metric].length));
  const cells = [
    row.path,
    loads,
    row.field.samples,
    labCell(row.lab.lcpMs),
    fieldCell(row.field, "lcp"),
    labCell(row.lab.fcpMs),
    fieldCell(row.field, "fcp"),
    labCell(row.lab.cls, 3),
    fieldCell(row.field, "cls"),
    labCell(row.lab.tapDelayMs),
    fieldCell(row.field, "inp"),
    fieldCell(row.field, "ttfb"),
    agree || "–",
  ];
  return `| ${cells.join(" | ")} |`;
}

/** The table and, under it, each disagreement as a finding to write down. */
export function sideBySideReport(rows: readonly SideBySide[]): string {
  const findings = rows.flatMap((row) => comparePage(row).findings);
  return [
    [SIDE_BY_SIDE_HEADER, ...rows.map(sideBySideRow)].join("\n"),
    findings.length
      ? `\nLab and field differ beyond the tolerance (a finding, docs/benchmarks.md):\n  ${findings.join("\n  ")}`
      : "\nLab and field agree within the tolerance wherever both have a figure.",
  ].join("\n");
}

/** A beacon's body (app/lib/field-vitals.ts) as the bench saw it sent: its metrics' values. */
export function beaconValues(body: string): Partial<Record<VitalMetric, number>> {
  const form = new URLSearchParams(body);
  const values: Partial<Record<VitalMetric, number>> = {};
  for (const metric of VITAL_METRICS) {
    const raw = form.get(metric);
    if (raw !== null && Number.isFinite(Number(raw))) values[metric] = Number(raw);
  }
  return values;
}
