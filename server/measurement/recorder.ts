/**
 * The recorder: page views, leads and delivery states, written off the response path.
 *
 * Events wait in memory and are written in batches (every 2 s, or at once when BATCH are waiting), one batch at a
 * time, in the order they happened: a lead is always written after the page views that brought it. Page views are
 * counted as they arrive: the same page seen again by the same visitor, from the same source, on the same day, adds
 * one to the waiting row instead of a new one, so a busy page costs a counter, not memory. At most MAX_BUFFERED
 * rows and events wait; beyond that they are dropped. Until
 * the database is open (PGlite takes seconds), they wait. When a write fails (database down, slow, full), its batch
 * is dropped; one log line a minute says how many events were lost and why, and the next batch tries again, so
 * recording resumes by itself when the database returns. Nothing here ever throws into a request.
 *
 * A waiting event holds the client address and user agent in memory until its batch is written, where they become
 * the visitor key (visitor.ts); they are never written anywhere.
 */
import type { FastifyBaseLogger } from "fastify";
import type { EnquiryKind } from "../../shared/relay-contract";
import {
  ATTRIBUTION_COLUMNS,
  attributionColumns,
  hasAttribution,
  hasAttributionSql,
  type Attribution,
  type Device,
} from "./attribution";
import { addDays, LocalDays, startOfDay } from "./days";
import type { Language } from "./language";
import type { MeasurementDb } from "./store";
import { visitorKey, type SaltSource } from "./visitor";

export interface Identity {
  address: string;
  userAgent: string;
}

export interface PageViewEvent {
  kind: "pageview";
  at: number;
  path: string;
  notFound: boolean;
  /** The language of the page (language.ts). */
  language: Language;
  attribution: Attribution;
  device: Device;
  identity: Identity;
}

export interface LeadEvent {
  kind: "lead";
  at: number;
  messageId: string;
  form: EnquiryKind;
  /** The path of the page the form was sent from. */
  page: string;
  /** The language of the page it was sent from (language.ts). */
  language: Language;
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

/** Views of one visitor at most this far apart are one visit: one that goes on past midnight keeps yesterday's key. */
export const VISIT_GAP_MS = 30 * 60_000;
/**
 * A visit from before midnight is followed until this long after it, no further: checking whether a view continues
 * one costs the database a look-up per written row, which the rest of the day does not pay.
 */
export const VISIT_CARRY_MS = 4 * 3_600_000;

/** Page views waiting to be written, one row per page, visitor, source and day, with its count. */
interface ViewRows {
  kind: "views";
  rows: Map<string, { view: PageViewEvent; views: number }>;
}

type Waiting = ViewRows | LeadEvent | StateEvent;

/** What makes two page views one row: everything written but the time (visitor.ts makes the key of the identity). */
function rowKey(view: PageViewEvent, day: string): string {
  const a = view.attribution;
  return [
    day,
    view.path,
    view.notFound ? 1 : 0,
    view.language,
    view.identity.address,
    view.identity.userAgent,
    ...Object.values(attributionColumns(a)).map((value) => value ?? ""),
    view.device,
  ].join("\u0000");
}

/** A visitor's keys at an instant: under its local day's salt, and under the day before's (when asked for). */
interface Keys {
  today: string;
  yesterday: string | null;
  /** When the day before began: the visitor's page views since then are theirs, under one key or the other. */
  since: Date;
}

export class Recorder {
  private buffer: Waiting[] = [];
  /** Rows and events waiting in `buffer`. */
  private waiting = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private db: MeasurementDb | null = null;
  private dropped = 0;
  private lastReason = "";
  private lastDropLog = 0;
  private failing = false;
  private readonly days: LocalDays;

  constructor(
    private readonly options: {
      site: string;
      log: FastifyBaseLogger;
      salts: () => SaltSource | null;
      /** SITE_TIME_ZONE: the days of the visitor key's salt. */
      timeZone: string;
      /** The first event: time to open the database. */
      onFirstEvent?: () => void;
      flushDelayMs?: number;
    },
  ) {
    this.days = new LocalDays(options.timeZone);
  }

  /** The database is open: write what waited. */
  attach(db: MeasurementDb) {
    this.db = db;
    this.schedule(0);
  }

  /** Rows and events waiting to be written. */
  get pending() {
    return this.waiting;
  }

  /** Whether writing is behind: a full batch waits for the database. Reads should wait then (measurement.ts). */
  get behind() {
    return this.waiting >= BATCH;
  }

  push(event: MeasurementEvent) {
    if (!this.db) this.options.onFirstEvent?.();
    if (event.kind === "pageview") {
      const last = this.buffer.at(-1);
      const key = rowKey(event, this.days.of(event.at).day);
      const row = last?.kind === "views" ? last.rows.get(key) : undefined;
      if (row) {
        row.views += 1;
        return;
      }
      if (!this.room()) return;
      if (last?.kind === "views") last.rows.set(key, { view: event, views: 1 });
      else this.buffer.push({ kind: "views", rows: new Map([[key, { view: event, views: 1 }]]) });
    } else {
      if (!this.room()) return;
      this.buffer.push(event);
    }
    this.waiting += 1;
    this.schedule(this.waiting >= BATCH ? 0 : this.flushDelayMs);
  }

  private room(): boolean {
    if (this.waiting < MAX_BUFFERED) return true;
    this.drop(1, this.db ? "the database does not keep up" : "the database is not open");
    return false;
  }

  private get flushDelayMs() {
    return this.options.flushDelayMs ?? FLUSH_DELAY_MS;
  }

  /** Writes everything buffered now (tests, shutdown). Resolves even when writing fails. */
  async flush(): Promise<void> {
    while (this.db && (this.waiting > 0 || this.writing)) {
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
    if (!db || this.waiting === 0) return Promise.resolve();
    // Everything waiting is one batch: page views are already rows, and at most MAX_BUFFERED wait.
    const batch = this.buffer;
    const size = this.waiting;
    this.buffer = [];
    this.waiting = 0;
    this.writing = this.write(db, batch)
      .then(() => {
        if (this.failing)
          this.options.log.info({ measurement: { droppedEvents: this.dropped } }, "measurement: recording again");
        this.failing = false;
        this.reportDrops(true);
      })
      .catch((error: unknown) => {
        this.failing = true;
        this.drop(size, error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        this.writing = null;
        // What came in meanwhile waits for the next batch, as the first events did: writing at once after every
        // write would keep the database busy with batches of a handful of events under load.
        if (this.waiting > 0) this.schedule(this.failing ? 1000 : this.waiting >= BATCH ? 0 : this.flushDelayMs);
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
    this.options.log.warn(
      { measurement: { droppedEvents: this.dropped, reason: this.lastReason } },
      "measurement: events dropped",
    );
    this.lastDropLog = now;
    this.dropped = 0;
  }

  private async write(db: MeasurementDb, batch: Waiting[]) {
    const salts = this.options.salts();
    if (!salts) throw new Error("no visitor salt");
    const { zone } = this.days;
    const keysOf = async (at: number, identity: Identity, withYesterday: boolean): Promise<Keys> => {
      const { day } = this.days.of(at);
      const yesterday = addDays(day, -1);
      const key = async (of: string) =>
        visitorKey(await salts.saltOf(of), identity.address, identity.userAgent, this.options.site);
      return {
        today: await key(day),
        yesterday: withYesterday ? await key(yesterday) : null,
        since: startOfDay(yesterday, zone),
      };
    };
    // Leads that follow one another are one statement; page views and delivery states keep their place between them.
    let leads: LeadEvent[] = [];
    const writeLeads = async () => {
      if (leads.length > 0) await this.writeLeads(db, leads, keysOf);
      leads = [];
    };
    for (const item of batch) {
      if (item.kind === "lead") {
        leads.push(item);
        continue;
      }
      await writeLeads();
      if (item.kind === "views") await this.writeViews(db, item, keysOf);
      else
        await db.query("UPDATE leads SET state = $2, state_at = $3 WHERE message_id = $1", [
          item.messageId,
          item.state,
          new Date(item.at),
        ]);
    }
    await writeLeads();
  }

  /**
   * One INSERT of 16 arrays (unnest), whatever the number of rows: far less work for the database than a VALUES
   * list of one parameter per cell. A row's time is its first view's.
   *
   * The visitor key of a row: today's, unless the view continues a visit that began before midnight, that is, the
   * same visitor's view under yesterday's key at most VISIT_GAP_MS before it (in this batch, or already written),
   * in the first VISIT_CARRY_MS of the day: then yesterday's key, so that the visit stays one visitor.
   */
  private async writeViews(
    db: MeasurementDb,
    { rows }: ViewRows,
    keysOf: (at: number, identity: Identity, withYesterday: boolean) => Promise<Keys>,
  ) {
    const columns: unknown[][] = Array.from({ length: 16 }, () => []);
    const lastSeen = new Map<string, number>();
    for (const { view, views } of [...rows.values()].sort((a, b) => a.view.at - b.view.at)) {
      const keys = await keysOf(view.at, view.identity, view.at - this.days.of(view.at).start < VISIT_CARRY_MS);
      const continues =
        keys.yesterday !== null && (lastSeen.get(keys.yesterday) ?? -Infinity) >= view.at - VISIT_GAP_MS;
      const visitor = continues ? keys.yesterday! : keys.today;
      lastSeen.set(visitor, view.at);
      const values = [
        new Date(view.at),
        view.path,
        view.notFound,
        visitor,
        ...Object.values(attributionColumns(view.attribution)),
        view.device,
        views,
        continues ? null : keys.yesterday,
        view.language,
      ];
      values.forEach((value, index) => columns[index]!.push(value));
    }
    await db.query(
      `INSERT INTO pageviews (at, path, not_found, visitor, ${ATTRIBUTION_COLUMNS.join(", ")}, device, views, language)
       SELECT v.at, v.path, v.not_found,
         CASE WHEN v.yesterday IS NOT NULL AND EXISTS (
           SELECT 1 FROM pageviews p WHERE p.visitor = v.yesterday AND p.at >= v.at - interval '${VISIT_GAP_MS / 1000} seconds' AND p.at <= v.at
         ) THEN v.yesterday ELSE v.visitor END,
         ${ATTRIBUTION_COLUMNS.map((column) => `v.${column}`).join(", ")}, v.device, v.views, v.language
       FROM unnest($1::timestamptz[], $2::text[], $3::bool[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::text[], $16::text[])
         AS v(at, path, not_found, visitor, ${ATTRIBUTION_COLUMNS.join(", ")}, device, views, yesterday, language)`,
      columns,
    );
  }

  /**
   * One row per Message-ID (a second insert of the same one does nothing), all in one INSERT of arrays. A lead's
   * attribution: what the post's own Referer carried when it has attribution (attribution.ts), else the visitor's
   * first page view that came from somewhere (campaign, click id, referring site), today or yesterday (local days:
   * the visitor's views under either day's key); its landing page: the page it was sent from in the first case,
   * else that view's path, else the visitor's first page in those two days.
   */
  private async writeLeads(
    db: MeasurementDb,
    leads: LeadEvent[],
    keysOf: (at: number, identity: Identity, withYesterday: boolean) => Promise<Keys>,
  ) {
    const columns: unknown[][] = Array.from({ length: 17 }, () => []);
    const seen = new Set<string>();
    for (const lead of leads) {
      if (seen.has(lead.messageId)) continue;
      seen.add(lead.messageId);
      const keys = await keysOf(lead.at, lead.identity, true);
      const values = [
        lead.messageId,
        new Date(lead.at),
        lead.form,
        lead.page,
        keys.today,
        keys.yesterday,
        keys.since,
        hasAttribution(lead.attribution),
        ...Object.values(attributionColumns(lead.attribution)),
        lead.language,
      ];
      values.forEach((value, index) => columns[index]!.push(value));
    }
    const fromPost = (column: string) => `CASE WHEN l.own THEN l.${column} ELSE a.${column} END`;
    const visitorsViews =
      "p.visitor IN (l.visitor, l.yesterday) AND p.at >= l.since AND p.at <= l.at AND NOT p.not_found";
    await db.query(
      `INSERT INTO leads (message_id, at, form, page, visitor, landing_path, ${ATTRIBUTION_COLUMNS.join(", ")}, language)
       SELECT l.message_id, l.at, l.form, l.page, l.visitor, CASE WHEN l.own THEN l.page ELSE coalesce(a.path, f.path) END,
         ${ATTRIBUTION_COLUMNS.map(fromPost).join(", ")}, l.language
       FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::bool[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[])
         AS l(message_id, at, form, page, visitor, yesterday, since, own, ${ATTRIBUTION_COLUMNS.join(", ")}, language)
       LEFT JOIN LATERAL (
         SELECT * FROM pageviews p WHERE NOT l.own AND ${visitorsViews} AND ${hasAttributionSql("p")} ORDER BY p.at LIMIT 1
       ) AS a ON true
       LEFT JOIN LATERAL (
         SELECT p.path FROM pageviews p WHERE NOT l.own AND ${visitorsViews} ORDER BY p.at LIMIT 1
       ) AS f ON true
       ON CONFLICT (message_id) DO NOTHING`,
      columns,
    );
  }
}
