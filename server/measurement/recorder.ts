/**
 * The recorder: page views, leads and delivery states, written off the response path.
 *
 * Events wait in memory (at most MAX_BUFFERED; beyond that they are dropped) and are written in batches (every 2 s,
 * or at once when BATCH are waiting), one batch
 * at a time, in the order they happened: a lead is always written after the page views that brought it. Until
 * the database is open (PGlite takes seconds), they wait. When a write fails (database down, slow, full), its batch
 * is dropped; one log line a minute says how many events were lost and why, and the next batch tries again, so
 * recording resumes by itself when the database returns. Nothing here ever throws into a request.
 *
 * A waiting event holds the client address and user agent in memory until its batch is written, where they become
 * the visitor key (visitor.ts); they are never written anywhere.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Attribution, Device } from "./attribution";
import type { MeasurementDb } from "./store";
import { utcDay, visitorKey, type SaltSource } from "./visitor";

export interface Identity {
  address: string;
  userAgent: string;
}

export interface PageViewEvent {
  kind: "pageview";
  at: number;
  path: string;
  notFound: boolean;
  attribution: Attribution;
  device: Device;
  identity: Identity;
}

export interface LeadEvent {
  kind: "lead";
  at: number;
  messageId: string;
  form: "contact" | "requirement";
  /** The path of the page the form was sent from. */
  page: string;
  /** Attribution carried by the post itself (its Referer's query), when it carries any. */
  attribution: Attribution;
  identity: Identity;
}

export interface StateEvent {
  kind: "state";
  at: number;
  messageId: string;
  state: "delivered" | "dead";
}

export type MeasurementEvent = PageViewEvent | LeadEvent | StateEvent;

export const MAX_BUFFERED = 10_000;
const BATCH = 2000;
const FLUSH_DELAY_MS = 2000;
const DROP_LOG_INTERVAL_MS = 60_000;

const hasAttribution = (a: Attribution) => a.clickId !== null || Object.keys(a.utm).length > 0;

export class Recorder {
  private buffer: MeasurementEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private db: MeasurementDb | null = null;
  private dropped = 0;
  private lastReason = "";
  private lastDropLog = 0;
  private failing = false;

  constructor(
    private readonly options: {
      site: string;
      log: FastifyBaseLogger;
      salts: () => SaltSource | null;
      /** The first event: time to open the database. */
      onFirstEvent?: () => void;
      flushDelayMs?: number;
    },
  ) {}

  /** The database is open: write what waited. */
  attach(db: MeasurementDb) {
    this.db = db;
    this.schedule(0);
  }

  get pending() {
    return this.buffer.length;
  }

  push(event: MeasurementEvent) {
    if (!this.db) this.options.onFirstEvent?.();
    if (this.buffer.length >= MAX_BUFFERED) {
      this.drop(1, this.db ? "the database does not keep up" : "the database is not open");
      return;
    }
    this.buffer.push(event);
    this.schedule(this.buffer.length >= BATCH ? 0 : (this.options.flushDelayMs ?? FLUSH_DELAY_MS));
  }

  /** Writes everything buffered now (tests, shutdown). Resolves even when writing fails. */
  async flush(): Promise<void> {
    while (this.db && (this.buffer.length > 0 || this.writing)) {
      await (this.writing ?? this.writeNext());
    }
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number) {
    if (!this.db || this.writing) return;
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.writeNext();
    }, delayMs);
    this.timer.unref();
  }

  private writeNext(): Promise<void> {
    if (this.writing) return this.writing;
    const db = this.db;
    if (!db || this.buffer.length === 0) return Promise.resolve();
    const batch = this.buffer.splice(0, BATCH);
    this.writing = this.write(db, batch)
      .then(() => {
        if (this.failing) this.options.log.info({ measurement: { droppedEvents: this.dropped } }, "measurement: recording again");
        this.failing = false;
        this.reportDrops(true);
      })
      .catch((error: unknown) => {
        this.failing = true;
        this.drop(batch.length, error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        this.writing = null;
        if (this.buffer.length > 0) this.schedule(this.failing ? 1000 : 0);
      });
    return this.writing;
  }

  private drop(count: number, reason: string) {
    this.dropped += count;
    this.lastReason = reason.slice(0, 200);
    this.reportDrops(false);
  }

  /** At most one line a minute; `final` reports the rest once writing works again. */
  private reportDrops(final: boolean) {
    if (this.dropped === 0) return;
    const now = Date.now();
    if (!final && now - this.lastDropLog < DROP_LOG_INTERVAL_MS) return;
    this.options.log.warn({ measurement: { droppedEvents: this.dropped, reason: this.lastReason } }, "measurement: events dropped");
    this.lastDropLog = now;
    this.dropped = 0;
  }

  private async write(db: MeasurementDb, batch: MeasurementEvent[]) {
    const salts = this.options.salts();
    if (!salts) throw new Error("no visitor salt");
    const keyOf = async (at: number, identity: Identity) =>
      visitorKey(await salts.saltOf(utcDay(at)), identity.address, identity.userAgent, this.options.site);

    let views: PageViewEvent[] = [];
    // The same page seen again by the same visitor, from the same source, in one batch, is one row with a count:
    // a visitor who reloads or comes back to a page costs no new row. One INSERT of 14 arrays (unnest), whatever
    // the batch's size: far less work for the database than a VALUES list of one parameter per cell.
    const writeViews = async () => {
      if (views.length === 0) return;
      const rows = new Map<string, unknown[]>();
      for (const view of views) {
        const a = view.attribution;
        const values = [
          new Date(view.at),
          view.path,
          view.notFound,
          await keyOf(view.at, view.identity),
          a.referrerHost,
          a.utm.utm_source ?? null,
          a.utm.utm_medium ?? null,
          a.utm.utm_campaign ?? null,
          a.utm.utm_term ?? null,
          a.utm.utm_content ?? null,
          a.clickId?.type ?? null,
          a.clickId?.value ?? null,
          view.device,
          1,
        ];
        const key = JSON.stringify([utcDay(view.at), ...values.slice(1, 13)]);
        const row = rows.get(key);
        if (row) row[13] = (row[13] as number) + 1;
        else rows.set(key, values);
      }
      views = [];
      const columns: unknown[][] = Array.from({ length: 14 }, () => []);
      for (const row of rows.values()) row.forEach((value, index) => columns[index]!.push(value));
      await db.query(
        `INSERT INTO pageviews (at, path, not_found, visitor, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id, device, views)
         SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::bool[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[])`,
        columns,
      );
    };

    for (const event of batch) {
      if (event.kind === "pageview") {
        views.push(event);
        continue;
      }
      await writeViews();
      if (event.kind === "lead") await this.writeLead(db, event, await keyOf(event.at, event.identity));
      else await db.query("UPDATE leads SET state = $2, state_at = $3 WHERE message_id = $1", [event.messageId, event.state, new Date(event.at)]);
    }
    await writeViews();
  }

  /**
   * One row per Message-ID (a second insert of the same one does nothing). Its attribution: what the post's own
   * Referer carried, else the visitor's first page view of the day that came from somewhere (campaign, click id,
   * referring site); its landing page: that view's path, else the visitor's first page of the day.
   */
  private async writeLead(db: MeasurementDb, lead: LeadEvent, visitor: string) {
    const at = new Date(lead.at);
    const common = [lead.messageId, at, lead.form, lead.page, visitor];
    if (hasAttribution(lead.attribution)) {
      const a = lead.attribution;
      await db.query(
        `INSERT INTO leads (message_id, at, form, page, visitor, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id)
         VALUES ($1, $2, $3, $4, $5, $4, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (message_id) DO NOTHING`,
        [
          ...common,
          a.referrerHost,
          a.utm.utm_source ?? null,
          a.utm.utm_medium ?? null,
          a.utm.utm_campaign ?? null,
          a.utm.utm_term ?? null,
          a.utm.utm_content ?? null,
          a.clickId?.type ?? null,
          a.clickId?.value ?? null,
        ],
      );
      return;
    }
    const dayStart = new Date(`${utcDay(lead.at)}T00:00:00Z`);
    await db.query(
      `INSERT INTO leads (message_id, at, form, page, visitor, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id)
       SELECT $1, $2, $3, $4, $5, coalesce(a.path, f.path), a.referrer_host, a.utm_source, a.utm_medium, a.utm_campaign, a.utm_term, a.utm_content, a.click_id_type, a.click_id
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT * FROM pageviews p
         WHERE p.visitor = $5 AND p.at >= $6 AND NOT p.not_found
           AND (p.referrer_host IS NOT NULL OR p.utm_source IS NOT NULL OR p.utm_medium IS NOT NULL OR p.utm_campaign IS NOT NULL OR p.click_id IS NOT NULL)
         ORDER BY p.at LIMIT 1
       ) AS a ON true
       LEFT JOIN LATERAL (
         SELECT p.path FROM pageviews p WHERE p.visitor = $5 AND p.at >= $6 AND NOT p.not_found ORDER BY p.at LIMIT 1
       ) AS f ON true
       ON CONFLICT (message_id) DO NOTHING`,
      [...common, dayStart],
    );
  }
}
