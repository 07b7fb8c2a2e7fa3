/**
 * The field vitals' store: aggregates, never visits (docs/measurement.md, "Speed for real visitors"). Each beacon adds
 * one to its page view count and to one bucket of each metric it has (vitals-histogram.ts), per local day, page,
 * language and device class, and one to its slowest interaction's selector. Kept in memory for up to FLUSH_MS, then
 * written in one statement per table that adds to the counts already there; deleted with the page views
 * (ANALYTICS_RETENTION_DAYS).
 */
import type { FastifyBaseLogger } from "fastify";
import type { VitalMetric } from "../../shared/vitals-contract";
import type { Device } from "./attribution";
import { addDays, localDay } from "./days";
import type { Language } from "./language";
import type { MeasurementDb } from "./store";
import { bucketOf, ratingOf } from "./vitals-histogram";

export const VITALS_TABLES = ["vitals_views", "vitals_buckets", "vitals_targets"] as const;

export interface VitalsBeacon {
  path: string;
  language: Language;
  device: Device;
  values: Partial<Record<VitalMetric, number>>;
  target: string | undefined;
}

const FLUSH_MS = 2000;
/** Distinct counts waiting in memory at most; beyond, beacons are dropped until the next write. */
const MAX_WAITING = 10_000;
const RETENTION_EVERY_MS = 6 * 3_600_000;
const LOG_EVERY_MS = 60_000;

export interface VitalsRecorderOptions {
  database: (timeoutMs: number) => Promise<MeasurementDb>;
  timeZone: string;
  retentionDays: number;
  log: FastifyBaseLogger;
}

export class VitalsRecorder {
  private views = new Map<string, number>();
  private buckets = new Map<string, number>();
  private targets = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private retention: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private dropped = 0;
  private lastLog = 0;

  constructor(private readonly options: VitalsRecorderOptions) {}

  private get waiting() {
    return this.views.size + this.buckets.size + this.targets.size;
  }

  /** Counts a beacon (the route has checked it); false when too many counts wait and it is dropped. */
  add(beacon: VitalsBeacon, now = Date.now()): boolean {
    if (this.waiting >= MAX_WAITING) {
      this.dropped += 1;
      return false;
    }
    const base = [localDay(now, this.options.timeZone), beacon.path, beacon.language, beacon.device];
    const bump = (map: Map<string, number>, key: unknown[]) => {
      const text = JSON.stringify(key);
      map.set(text, (map.get(text) ?? 0) + 1);
    };
    bump(this.views, base);
    for (const [metric, value] of Object.entries(beacon.values) as [VitalMetric, number][])
      bump(this.buckets, [...base, metric, ratingOf(metric, value), bucketOf(metric, value)]);
    if (beacon.target) bump(this.targets, [...base, beacon.target]);
    this.schedule();
    return true;
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, FLUSH_MS);
    this.timer.unref();
    if (!this.retention) {
      void this.applyRetention();
      this.retention = setInterval(() => void this.applyRetention(), RETENTION_EVERY_MS);
      this.retention.unref();
    }
  }

  /** Writes what waits; on failure it waits for the next write (and counts after MAX_WAITING are dropped). */
  flush(): Promise<void> {
    const previous = this.writing ?? Promise.resolve();
    const next = previous.then(() => this.write());
    this.writing = next;
    return next;
  }

  private async write() {
    if (this.waiting === 0) return;
    const [views, buckets, targets] = [this.views, this.buckets, this.targets];
    this.views = new Map();
    this.buckets = new Map();
    this.targets = new Map();
    const rows = (map: Map<string, number>) => [...map].map(([key, count]) => [...JSON.parse(key), count]);
    const columns = (list: unknown[][], count: number) =>
      Array.from({ length: count }, (_, index) => list.map((row) => row[index]));
    try {
      const db = await this.options.database(1000);
      const keyColumns = "day, path, language, device";
      if (views.size)
        await db.query(
          `INSERT INTO vitals_views (${keyColumns}, samples)
           SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::int[])
           ON CONFLICT (${keyColumns}) DO UPDATE SET samples = vitals_views.samples + EXCLUDED.samples`,
          columns(rows(views), 5),
        );
      if (buckets.size)
        await db.query(
          `INSERT INTO vitals_buckets (${keyColumns}, metric, rating, bucket, samples)
           SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[],
             $8::int[])
           ON CONFLICT (${keyColumns}, metric, rating, bucket)
           DO UPDATE SET samples = vitals_buckets.samples + EXCLUDED.samples`,
          columns(rows(buckets), 8),
        );
      if (targets.size)
        await db.query(
          `INSERT INTO vitals_targets (${keyColumns}, target, samples)
           SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
           ON CONFLICT (${keyColumns}, target) DO UPDATE SET samples = vitals_targets.samples + EXCLUDED.samples`,
          columns(rows(targets), 6),
        );
      if (this.dropped) this.report("measurement: vitals dropped", "too many waiting");
    } catch (error) {
      // Put back for the next write: the same counts, added to what came meanwhile (capped as add() caps).
      for (const [map, old] of [
        [this.views, views],
        [this.buckets, buckets],
        [this.targets, targets],
      ] as const)
        for (const [key, count] of old) if (this.waiting < MAX_WAITING) map.set(key, (map.get(key) ?? 0) + count);
      this.report("measurement: vitals not written yet", (error as Error).message.slice(0, 200));
      this.schedule();
    }
  }

  private report(message: string, reason: string) {
    const now = Date.now();
    if (now - this.lastLog < LOG_EVERY_MS) return;
    this.lastLog = now;
    this.options.log.warn({ measurement: { dropped: this.dropped, reason } }, message);
    this.dropped = 0;
  }

  /** Deletes the days before the local day ANALYTICS_RETENTION_DAYS ago, as the page views (measurement.ts). */
  async applyRetention(now = Date.now()): Promise<number> {
    try {
      const db = await this.options.database(15_000);
      const cutoff = addDays(localDay(now, this.options.timeZone), -this.options.retentionDays);
      let deleted = 0;
      for (const table of VITALS_TABLES) {
        const gone = await db.query<{ n: number }>(
          `WITH gone AS (DELETE FROM ${table} WHERE day < $1::date RETURNING 1) SELECT count(*)::int AS n FROM gone`,
          [cutoff],
        );
        deleted += Number(gone[0]?.n ?? 0);
      }
      return deleted;
    } catch {
      return 0;
    }
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    if (this.retention) clearInterval(this.retention);
    this.timer = null;
    this.retention = null;
  }
}
