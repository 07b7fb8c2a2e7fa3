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
  form: EnquiryKind;
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

/** Page views waiting to be written, one row per page, visitor, source and day, with its count. */
interface ViewRows {
  kind: "views";
  rows: Map<string, { view: PageViewEvent; views: number }>;
}

type Waiting = ViewRows | LeadEvent | StateEvent;

const DAY_MS = 86_400_000;

/** The columns referrer_host, utm_source … utm_content, click_id_type, click_id, in that order. */
const attributionColumns = (a: Attribution) => [
  a.referrerHost,
  a.utm.utm_source ?? null,
  a.utm.utm_medium ?? null,
  a.utm.utm_campaign ?? null,
  a.utm.utm_term ?? null,
  a.utm.utm_content ?? null,
  a.clickId?.type ?? null,
  a.clickId?.value ?? null,
];

/** What makes two page views one row: everything written but the time (visitor.ts makes the key of the identity). */
function rowKey(view: PageViewEvent): string {
  const a = view.attribution;
  return [
    Math.floor(view.at / DAY_MS),
    view.path,
    view.notFound ? 1 : 0,
    view.identity.address,
    view.identity.userAgent,
    a.referrerHost ?? "",
    a.utm.utm_source ?? "",
    a.utm.utm_medium ?? "",
    a.utm.utm_campaign ?? "",
    a.utm.utm_term ?? "",
    a.utm.utm_content ?? "",
    a.clickId?.type ?? "",
    a.clickId?.value ?? "",
    view.device,
  ].join("\u0000");
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

  /** Rows and events waiting to be written. */
  get pending() {
    return this.waiting;
  }

  push(event: MeasurementEvent) {
    if (!this.db) this.options.onFirstEvent?.();
    if (event.kind === "pageview") {
      const last = this.buffer.at(-1);
      const key = rowKey(event);
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
        if (this.failing) this.options.log.info({ measurement: { droppedEvents: this.dropped } }, "measurement: recording again");
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
    this.options.log.warn({ measurement: { droppedEvents: this.dropped, reason: this.lastReason } }, "measurement: events dropped");
    this.lastDropLog = now;
    this.dropped = 0;
  }

  private async write(db: MeasurementDb, batch: Waiting[]) {
    const salts = this.options.salts();
    if (!salts) throw new Error("no visitor salt");
    const keyOf = async (at: number, identity: Identity) =>
      visitorKey(await salts.saltOf(utcDay(at)), identity.address, identity.userAgent, this.options.site);
    // Leads that follow one another are one statement; page views and delivery states keep their place between them.
    let leads: LeadEvent[] = [];
    const writeLeads = async () => {
      if (leads.length > 0) await this.writeLeads(db, leads, keyOf);
      leads = [];
    };
    for (const item of batch) {
      if (item.kind === "lead") {
        leads.push(item);
        continue;
      }
      await writeLeads();
      if (item.kind === "views") await this.writeViews(db, item, keyOf);
      else await db.query("UPDATE leads SET state = $2, state_at = $3 WHERE message_id = $1", [item.messageId, item.state, new Date(item.at)]);
    }
    await writeLeads();
  }

  /**
   * One INSERT of 14 arrays (unnest), whatever the number of rows: far less work for the database than a VALUES
   * list of one parameter per cell. A row's time is its first view's.
   */
  private async writeViews(db: MeasurementDb, { rows }: ViewRows, keyOf: (at: number, identity: Identity) => Promise<string>) {
    const columns: unknown[][] = Array.from({ length: 14 }, () => []);
    for (const { view, views } of rows.values()) {
      const values = [new Date(view.at), view.path, view.notFound, await keyOf(view.at, view.identity), ...attributionColumns(view.attribution), view.device, views];
      values.forEach((value, index) => columns[index]!.push(value));
    }
    await db.query(
      `INSERT INTO pageviews (at, path, not_found, visitor, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id, device, views)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::bool[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[])`,
      columns,
    );
  }

  /**
   * One row per Message-ID (a second insert of the same one does nothing), all in one INSERT of arrays. A lead's
   * attribution: what the post's own Referer carried, else the visitor's first page view of the day that came from
   * somewhere (campaign, click id, referring site); its landing page: the page it was sent from in the first case,
   * else that view's path, else the visitor's first page of the day.
   */
  private async writeLeads(db: MeasurementDb, leads: LeadEvent[], keyOf: (at: number, identity: Identity) => Promise<string>) {
    const columns: unknown[][] = Array.from({ length: 15 }, () => []);
    const seen = new Set<string>();
    for (const lead of leads) {
      if (seen.has(lead.messageId)) continue;
      seen.add(lead.messageId);
      const values = [
        lead.messageId,
        new Date(lead.at),
        lead.form,
        lead.page,
        await keyOf(lead.at, lead.identity),
        new Date(`${utcDay(lead.at)}T00:00:00Z`),
        hasAttribution(lead.attribution),
        ...attributionColumns(lead.attribution),
      ];
      values.forEach((value, index) => columns[index]!.push(value));
    }
    const fromPost = (column: string) => `CASE WHEN l.own THEN l.${column} ELSE a.${column} END`;
    await db.query(
      `INSERT INTO leads (message_id, at, form, page, visitor, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id)
       SELECT l.message_id, l.at, l.form, l.page, l.visitor, CASE WHEN l.own THEN l.page ELSE coalesce(a.path, f.path) END,
         ${["referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "click_id_type", "click_id"].map(fromPost).join(", ")}
       FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::bool[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])
         AS l(message_id, at, form, page, visitor, day_start, own, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id)
       LEFT JOIN LATERAL (
         SELECT * FROM pageviews p
         WHERE NOT l.own AND p.visitor = l.visitor AND p.at >= l.day_start AND NOT p.not_found
           AND (p.referrer_host IS NOT NULL OR p.utm_source IS NOT NULL OR p.utm_medium IS NOT NULL OR p.utm_campaign IS NOT NULL OR p.click_id IS NOT NULL)
         ORDER BY p.at LIMIT 1
       ) AS a ON true
       LEFT JOIN LATERAL (
         SELECT p.path FROM pageviews p WHERE NOT l.own AND p.visitor = l.visitor AND p.at >= l.day_start AND NOT p.not_found ORDER BY p.at LIMIT 1
       ) AS f ON true
       ON CONFLICT (message_id) DO NOTHING`,
      columns,
    );
  }
}
