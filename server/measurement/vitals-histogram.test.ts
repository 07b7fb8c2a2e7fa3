import { describe, expect, it } from "vitest";
import { bucketOf, figuresOf, MIN_SAMPLES, ratingOf, valueOf } from "./vitals-histogram";

/** The nearest-rank p75 of the values themselves. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

function figures(metric: "lcp" | "cls", values: number[]) {
  const rows = new Map<string, { bucket: number; rating: string; samples: number }>();
  for (const value of values) {
    const bucket = bucketOf(metric, value);
    const rating = ratingOf(metric, value);
    const row = rows.get(`${bucket}:${rating}`) ?? { bucket, rating, samples: 0 };
    row.samples += 1;
    rows.set(`${bucket}:${rating}`, row);
  }
  return figuresOf(metric, [...rows.values()]);
}

describe("field vitals' histograms", () => {
  it("keep every value from 0 to the maximum within 2% of itself (and the rounding to a ms or 0.0001)", () => {
    for (const ms of [0, 1, 2, 17, 199, 200, 201, 2500, 2501, 4000, 12_345, 60_000]) {
      const back = valueOf("lcp", bucketOf("lcp", ms));
      expect(Math.abs(back - ms), `${ms} ms`).toBeLessThanOrEqual(ms * 0.02 + 0.5);
    }
    for (const cls of [0, 0.0001, 0.05, 0.1, 0.25, 3.2, 10]) {
      const back = valueOf("cls", bucketOf("cls", cls));
      expect(Math.abs(back - cls), `CLS ${cls}`).toBeLessThanOrEqual(cls * 0.02 + 0.00005);
    }
    expect(bucketOf("lcp", 60_000)).toBeLessThan(300);
    expect(bucketOf("cls", 10)).toBeLessThan(300);
  });

  it("give a p75 within 2% of the values' own, and counts by Google's thresholds", () => {
    const values = Array.from({ length: 400 }, (_, index) => 300 + ((index * 7919) % 5000));
    const result = figures("lcp", values);
    expect(Math.abs(result.p75! - exactP75(values)) / exactP75(values)).toBeLessThan(0.02);
    expect(result.good).toBe(values.filter((v) => v <= 2500).length);
    expect(result.needsImprovement).toBe(values.filter((v) => v > 2500 && v <= 4000).length);
    expect(result.poor).toBe(values.filter((v) => v > 4000).length);
  });

  it("rate a threshold itself as the better side", () => {
    expect(ratingOf("inp", 200)).toBe("good");
    expect(ratingOf("inp", 201)).toBe("needs-improvement");
    expect(ratingOf("inp", 500)).toBe("needs-improvement");
    expect(ratingOf("inp", 501)).toBe("poor");
    expect(ratingOf("cls", 0.1)).toBe("good");
    expect(ratingOf("cls", 0.26)).toBe("poor");
  });

  it("give no percentile under the minimum of samples, but still the counts", () => {
    const few = figures(
      "cls",
      Array.from({ length: MIN_SAMPLES - 1 }, () => 0.3),
    );
    expect(few).toEqual({ p75: null, good: 0, needsImprovement: 0, poor: MIN_SAMPLES - 1 });
    expect(
      figures(
        "cls",
        Array.from({ length: MIN_SAMPLES }, () => 0.3),
      ).p75,
    ).toBeCloseTo(0.3, 2);
  });
});
