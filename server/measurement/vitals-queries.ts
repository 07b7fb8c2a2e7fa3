/**
 * The field vitals' figures for the dashboard, /admin/stats.json's `vitals` and `npm run stats`: for the last N local
 * days, the p75 of each metric with its counts by Google's rating (vitals-histogram.ts), overall and per page,
 * language and device class; the p75 of LCP, INP and CLS per day; and the elements of the slowest interactions.
 */
import { VITAL_METRICS, type VitalMetric } from "../../shared/vitals-contract";
import { DEVICES, type Device } from "./attribution";
import type { Language } from "./language";
import type { Measurement } from "./measurement";
import { periodOf } from "./queries";
import type { Sql } from "./store";
import { figuresOf, type MetricFigures } from "./vitals-histogram";

export type VitalsFigures = { samples: number } & Record<VitalMetric, MetricFigures>;

export interface VitalsStats {
  overall: VitalsFigures;
  pages: ({ path: string; language: Language; device: Device } & VitalsFigures)[];
  /** Every day of the period with samples, oldest first: LCP, INP and CLS. */
  days: { date: string; samples: number; lcp: number | null; inp: number | null; cls: number | null }[];
  /** The slowest interactions' elements, most frequent first. */
  targets: { target: string; samples: number }[];
}

export interface VitalsFilter {
  language: Language | null;
  device: Device | null;
}

export const isDevice = (value: unknown): value is Device => DEVICES.includes(value as Device);

const TOP_TARGETS = 20;

type BucketRow = { metric: string; rating: string; bucket: number; samples: number };

function figures(samples: number, rows: readonly BucketRow[]): VitalsFigures {
  const result = { samples } as VitalsFigures;
  for (const metric of VITAL_METRICS)
    result[metric] = figuresOf(
      metric,
      rows.filter((row) => row.metric === metric),
    );
  return result;
}

/** Groups rows by the key `keyOf` gives, in the order first seen. */
function groups<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const result = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    result.set(key, [...(result.get(key) ?? []), row]);
  }
  return result;
}

export async function vitalsOf(
  db: Sql,
  days: number,
  timeZone: string,
  { language, device }: VitalsFilter,
  now = Date.now(),
): Promise<VitalsStats> {
  const { from } = periodOf(days, timeZone, now);
  const params: unknown[] = [from];
  let where = "day >= $1::date";
  if (language) where += ` AND language = $${params.push(language)}`;
  if (device) where += ` AND device = $${params.push(device)}`;

  const views = await db.query<{ day: string; path: string; language: Language; device: Device; samples: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, path, language, device, samples FROM vitals_views WHERE ${where}`,
    params,
  );
  const buckets = await db.query<BucketRow & { day: string; path: string; language: Language; device: Device }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, path, language, device, metric, rating, bucket::int AS bucket,
       samples FROM vitals_buckets WHERE ${where}`,
    params,
  );
  const targets = await db.query<{ target: string; samples: number }>(
    `SELECT target, sum(samples)::int AS samples FROM vitals_targets WHERE ${where}
     GROUP BY target ORDER BY samples DESC, target LIMIT ${TOP_TARGETS}`,
    params,
  );
  const sum = (rows: readonly { samples: number }[]) => rows.reduce((total, row) => total + Number(row.samples), 0);

  const pageKey = (row: { path: string; language: string; device: string }) =>
    JSON.stringify([row.path, row.language, row.device]);
  const bucketsByPage = groups(buckets, pageKey);
  const pages = [...groups(views, pageKey)].map(([key, rows]) => {
    const [path, pageLanguage, pageDevice] = JSON.parse(key) as [string, Language, Device];
    return {
      path,
      language: pageLanguage,
      device: pageDevice,
      ...figures(sum(rows), bucketsByPage.get(key) ?? []),
    };
  });
  pages.sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path) || a.device.localeCompare(b.device));

  const bucketsByDay = groups(buckets, (row) => row.day);
  const trend = [...groups(views, (row) => row.day)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, rows]) => {
      const day = figures(sum(rows), bucketsByDay.get(date) ?? []);
      return { date, samples: day.samples, lcp: day.lcp.p75, inp: day.inp.p75, cls: day.cls.p75 };
    });

  return {
    overall: figures(sum(views), buckets),
    pages,
    days: trend,
    targets: targets.map((row) => ({ target: row.target, samples: Number(row.samples) })),
  };
}

/**
 * The figures as the dashboard and stats.json read them, for each period and filter: cached as the other figures are
 * (figures-cache.ts), so that reading never holds up the writes.
 */
export function vitalsFigures(
  measurement: Measurement,
  days: number,
  filter: VitalsFilter,
  timeoutMs = 5000,
): Promise<VitalsStats> {
  const key = `vitals:${JSON.stringify([days, filter.language, filter.device])}`;
  return measurement.figures.get(key, async () =>
    vitalsOf(await measurement.database(timeoutMs), days, measurement.config.timeZone, filter),
  );
}
