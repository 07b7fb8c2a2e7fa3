/**
 * The field vitals' beacon, written once for the browser's script (app/lib/field-vitals.ts) and the server that reads
 * it (server/measurement/vitals-route.ts): its fields, the values the server accepts, and Google's thresholds the
 * dashboard rates them by. Times are milliseconds; CLS has no unit.
 */
export const VITAL_METRICS = ["lcp", "inp", "cls", "fcp", "ttfb"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The beacon's other fields: the page's path, and the slowest interaction's element as a short CSS selector. */
export const VITALS_PAGE_FIELD = "page";
export const VITALS_TARGET_FIELD = "target";

/** The largest plausible value of each metric: anything above, or below 0, is refused whole. */
export const VITAL_MAXIMUM: Record<VitalMetric, number> = {
  lcp: 60_000,
  inp: 60_000,
  cls: 10,
  fcp: 60_000,
  ttfb: 60_000,
};

/**
 * Google's thresholds (web.dev/articles/vitals): at most `good` is good, at most `poor` needs improvement, above it
 * is poor.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  fcp: { good: 1800, poor: 3000 },
  ttfb: { good: 800, poor: 1800 },
};

/**
 * Fewer samples than this: no p75 (the dashboard, stats.json and the bench's lab beside field say so;
 * server/measurement/vitals-histogram.ts).
 */
export const MIN_SAMPLES = 20;

/** The interaction's selector: tag, id and classes only, cut to this length. */
export const TARGET_CHARS = 100;
/**
 * What a selector is made of: a tag, at most one id and some classes, each of letters, digits, "-" and "_" (the
 * browser's script leaves out an id or a class with any other character).
 */
export const TARGET_PATTERN = /^[a-z][a-z0-9-]*(?:#[\w-]+)?(?:\.[\w-]+)*$/i;
