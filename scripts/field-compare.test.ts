import { describe, expect, it } from "vitest";
import { MIN_SAMPLES, VITAL_METRICS, type VitalMetric } from "../shared/vitals-contract";
import {
  beaconValues,
  comparePage,
  fieldP75,
  p75,
  SIDE_BY_SIDE_HEADER,
  sideBySideReport,
  sideBySideRow,
  verdictOf,
  type FieldFigures,
  type SideBySide,
} from "./field-compare";

/** A page's field figures: the store's p75 and samples where given, and the values the bench saw sent. */
function field(
  observed: Partial<Record<VitalMetric, number[]>>,
  store: Partial<Record<VitalMetric, { p75: number | null; samples: number }>> = {},
): FieldFigures {
  const each = <T>(of: (metric: VitalMetric) => T) =>
    Object.fromEntries(VITAL_METRICS.map((metric) => [metric, of(metric)])) as Record<VitalMetric, T>;
  const seen = each((metric) => observed[metric] ?? []);
  return {
    samples: Math.max(...VITAL_METRICS.map((metric) => store[metric]?.samples ?? seen[metric].length)),
    store: each((metric) => store[metric] ?? { p75: null, samples: seen[metric].length }),
    observed: seen,
  };
}

describe("p75", () => {
  it("is the nearest rank, as the store reads it", () => {
    expect(p75([])).toBeNull();
    expect(p75([700])).toBe(700);
    expect(p75([400, 100, 300, 200])).toBe(300);
    expect(p75([5, 1, 4, 2, 3])).toBe(4);
  });
});

describe("the field p75 shown", () => {
  it("is the store's when it has one, with the store's samples", () => {
    const figures = field({ lcp: [900, 950] }, { lcp: { p75: 1010, samples: 24 } });
    expect(fieldP75(figures, "lcp")).toEqual({ value: 1010, source: "store", samples: 24 });
  });

  it("is the bench's own p75 of what its loads sent when the store has too few samples", () => {
    const figures = field({ lcp: [900, 1000, 1100, 1200, 950] });
    expect(fieldP75(figures, "lcp")).toEqual({ value: 1100, source: "bench", samples: 5 });
    expect(fieldP75(figures, "inp")).toBeNull();
  });
});

describe("the tolerance", () => {
  it("lets a time be 150 ms off a fast lab figure, and 20% off a slow one", () => {
    expect(verdictOf("lcp", 500, 650)).toBe("agrees");
    expect(verdictOf("lcp", 500, 651)).toBe("differs");
    expect(verdictOf("fcp", 2000, 1600)).toBe("agrees");
    expect(verdictOf("fcp", 2000, 2401)).toBe("differs");
  });

  it("lets CLS be 0.02 off", () => {
    expect(verdictOf("cls", 0, 0.02)).toBe("agrees");
    expect(verdictOf("cls", 0.01, 0.035)).toBe("differs");
  });

  it("compares nothing where the lab has no figure or the metric has no lab counterpart", () => {
    expect(verdictOf("lcp", undefined, 900)).toBeNull();
    expect(verdictOf("lcp", Number.NaN, 900)).toBeNull();
    expect(verdictOf("lcp", 900, undefined)).toBeNull();
    expect(verdictOf("inp", 100, 120)).toBeNull();
    expect(verdictOf("ttfb", 100, 120)).toBeNull();
  });

  it("writes down each disagreement as a finding naming the page, the metric and both figures", () => {
    const row: SideBySide = {
      path: "/zh-hk/",
      lab: { lcpMs: 900, fcpMs: 800, cls: 0 },
      field: field({ lcp: [1500, 1600, 1700], fcp: [820, 850, 900], cls: [0, 0, 0] }),
    };
    const { verdicts, findings } = comparePage(row);
    expect(verdicts).toEqual({ lcp: "differs", fcp: "agrees", cls: "agrees" });
    expect(findings).toEqual(["/zh-hk/: field LCP p75 1700 ms (bench, n=3) against the lab's 900 ms"]);
  });
});

describe("the side-by-side table", () => {
  const row: SideBySide = {
    path: "/",
    lab: { lcpMs: 912.4, fcpMs: 801, cls: 0, tapDelayMs: 120 },
    field: field(
      { lcp: [950, 1000, 980], fcp: [700, 720, 710], cls: [0, 0, 0.001], inp: [40, 56], ttfb: [160, 170, 165] },
      { lcp: { p75: 1004, samples: 21 } },
    ),
  };

  it("puts each lab figure beside its field p75, with samples, and says n < 20 where the store has too few", () => {
    const cells = sideBySideRow(row).split(" | ");
    expect(cells).toEqual([
      "| /",
      "3",
      "21",
      "912",
      "1004 (n=21)",
      "801",
      `720 (bench, n=3 < ${MIN_SAMPLES})`,
      "0.000",
      `0.001 (bench, n=3 < ${MIN_SAMPLES})`,
      "120",
      `56 (bench, n=2 < ${MIN_SAMPLES})`,
      `170 (bench, n=3 < ${MIN_SAMPLES})`,
      "LCP ✓, FCP ✓, CLS ✓ |",
    ]);
    // As many cells as the header has columns.
    expect(cells).toHaveLength(SIDE_BY_SIDE_HEADER.split("\n")[0]!.split(" | ").length);
  });

  it("shows a dash for a metric no load sent and no lab figure (--js-only)", () => {
    const cells = sideBySideRow({ path: "/blogs", lab: { tapDelayMs: 90 }, field: field({ lcp: [1000] }) }).split(
      " | ",
    );
    expect(cells[3]).toBe("–");
    expect(cells[10]).toBe("– (n=0)");
    expect(cells.at(-1)).toBe("– |");
  });

  it("ends with the findings, or says lab and field agree", () => {
    expect(sideBySideReport([row])).toContain("agree within the tolerance");
    const slow = { ...row, lab: { ...row.lab, lcpMs: 500 } };
    expect(sideBySideReport([slow])).toContain("/: field LCP p75 1004 ms (store, n=21) against the lab's 500 ms");
  });
});

describe("a beacon's values", () => {
  it("reads each metric the beacon sent and nothing else", () => {
    expect(beaconValues("page=%2F&lcp=912&cls=0.0012&inp=48&target=h1")).toEqual({ lcp: 912, cls: 0.0012, inp: 48 });
  });
});
