/**
 * The field vitals' histograms (docs/measurement.md, "Speed for real visitors"): a value is kept as its bucket, never
 * as itself. Times are counted in milliseconds and CLS in ten-thousandths; bucket 0 holds 0, and bucket b ≥ 1 holds
 * the units from RATIO^(b-1) up to RATIO^b. A bucket's value is its geometric middle, RATIO^(b-1/2), within 2% of
 * every value in it, so a p75 read from the buckets is within 2% of the p75 of the values (under 1 ms and 0.0001
 * exact). 60 s takes 282 buckets, a CLS of 10 296.
 */
import { MIN_SAMPLES, VITAL_THRESHOLDS, type VitalMetric } from "../../shared/vitals-contract";

export const RATIO = 1.04;
export { MIN_SAMPLES };

export type Rating = "good" | "needs-improvement" | "poor";
export const RATINGS: readonly Rating[] = ["good", "needs-improvement", "poor"];

const unitsOf = (metric: VitalMetric, value: number) => (metric === "cls" ? value * 10_000 : value);

export function bucketOf(metric: VitalMetric, value: number): number {
  const units = unitsOf(metric, value);
  return units < 1 ? 0 : Math.floor(Math.log(units) / Math.log(RATIO)) + 1;
}

/** A bucket's value, in the metric's own unit (ms, or CLS). */
export function valueOf(metric: VitalMetric, bucket: number): number {
  const units = bucket === 0 ? 0 : RATIO ** (bucket - 0.5);
  return metric === "cls" ? Math.round(units) / 10_000 : Math.round(units);
}

/** Google's rating of a value (shared/vitals-contract.ts, VITAL_THRESHOLDS). */
export function ratingOf(metric: VitalMetric, value: number): Rating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

export interface MetricFigures {
  /** null under MIN_SAMPLES samples. */
  p75: number | null;
  good: number;
  needsImprovement: number;
  poor: number;
}

/** The figures of one metric from its rows: a bucket and its samples, by rating (a bucket can straddle a threshold). */
export function figuresOf(
  metric: VitalMetric,
  rows: readonly { bucket: number; rating: string; samples: number }[],
): MetricFigures {
  const byBucket = new Map<number, number>();
  const byRating = { good: 0, "needs-improvement": 0, poor: 0 } as Record<string, number>;
  let total = 0;
  for (const row of rows) {
    byBucket.set(row.bucket, (byBucket.get(row.bucket) ?? 0) + row.samples);
    byRating[row.rating] = (byRating[row.rating] ?? 0) + row.samples;
    total += row.samples;
  }
  let p75: number | null = null;
  if (total >= MIN_SAMPLES) {
    // The nearest rank: the smallest value with at least 75% of the samples at or below it.
    const rank = Math.ceil(0.75 * total);
    let seen = 0;
    for (const bucket of [...byBucket.keys()].sort((a, b) => a - b)) {
      seen += byBucket.get(bucket)!;
      if (seen >= rank) {
        p75 = valueOf(metric, bucket);
        break;
      }
    }
  }
  return { p75, good: byRating.good!, needsImprovement: byRating["needs-improvement"]!, poor: byRating.poor! };
}
