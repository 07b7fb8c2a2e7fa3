/**
 * First-party measurement, all on the server: page views from the responses it sends, leads from the enquiries it
 * accepts, nothing in the browser (no cookie, no script, no storage). What is kept and what never is:
 * docs/measurement.md. Everything here is best effort: it never delays or fails a page or an enquiry.
 */
import { extname } from "node:path";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { defaultLocale } from "../../shared/i18n/locales";
import type { EnquiryKind } from "../../shared/relay-contract";
import { attributionOf, personDevices } from "./attribution";
import { FiguresCache } from "./figures-cache";
import { FormEvents, type FormBeacon } from "./form-events";
import { formStatsOf, type FormExtras, type FormStats } from "./form-stats";
import { addDays, localDay, startOfDay } from "./days";
import { languageOfPath, type Language } from "./language";
import { pageOf, type Page } from "./page-views";
import { conversionsCsv, statsOf, type Extras, type Stats } from "./queries";
import { Recorder, type Identity } from "./recorder";
import { openStore, type MeasurementDb, type StoreLocation } from "./store";
import { MemorySalt, SharedSalt, type SaltSource } from "./visitor";
import type { VitalsRecorder } from "./vitals-store";

export interface MeasurementConfig extends StoreLocation {
  /** Page views and leads older than this are deleted. */
  retentionDays: number;
  /** The public origin: its host is part of the visitor key, and referrers from it are no referrers. */
  siteUrl: string;
  /** SITE_TIME_ZONE: measurement's days (days.ts). */
  timeZone: string;
  /**
   * Whether the site serves this path as a page (a lead's page must be one: see lead()). Without it, every path
   * of the site's own host is taken.
   */
  isPage?: (path: string) => boolean;
}

/** The page of a lead sent from no page of the site (no Referer, another host, or no page the site serves). */
export const UNKNOWN_PAGE = "(unknown)";

const REOPEN_MS = 5000;
const RETENTION_EVERY_MS = 6 * 3_600_000;
const OPEN_LOG_INTERVAL_MS = 60_000;

export type LeadForm = EnquiryKind;

export class Measurement {
  readonly recorder: Recorder;
  /** The forms' starts, refusals and held submissions (form-events.ts). */
  readonly forms: FormEvents;
  /** The field vitals' counts (vitals-route.ts sets it when the server records them). */
  vitals: VitalsRecorder | null = null;
  private db: MeasurementDb | null = null;
  private salts: SaltSource | null = null;
  private opening: Promise<MeasurementDb> | null = null;
  private closed = false;
  private timers: NodeJS.Timeout[] = [];
  private lastOpenLog = 0;
  private lastOpenError: string | null = null;
  private readonly siteHost: string;
  private readonly openWaiters: ((db: MeasurementDb) => void)[] = [];
  /** The dashboard's figures, computed at most so often (figures-cache.ts); the field vitals' too. */
  readonly figures = new FiguresCache(() => this.recorder.behind);

  constructor(
    readonly config: MeasurementConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.siteHost = new URL(config.siteUrl).hostname;
    this.recorder = new Recorder({
      site: this.siteHost,
      log,
      salts: () => this.salts,
      timeZone: config.timeZone,
      onFirstEvent: () => this.start(),
    });
    this.forms = new FormEvents({ timeZone: config.timeZone, log, onFirstEvent: () => this.start() });
  }

  get where() {
    return this.config.databaseUrl ? "Postgres (DATABASE_URL)" : `the embedded database in ${this.config.embeddedDir}`;
  }

  /**
   * Opens the database in the background (again and again while it fails); pages are served meanwhile. Called
   * with the first event, not at start: a server that records nothing (a test) never pays for opening it.
   */
  start() {
    if (this.opening || this.closed) return;
    this.opening = this.open();
    this.opening.catch(() => {});
  }

  /** Still opening after a start, with no failure yet: the dashboard says it is starting, not that it failed. */
  get isStarting(): boolean {
    return this.db === null && this.opening !== null && this.lastOpenError === null;
  }

  /** For /readyz: null once the database is open, else why the dashboard has no figures yet. */
  openState(): string | null {
    if (this.db) return null;
    if (this.lastOpenError) return `the measurement database cannot be opened (${this.lastOpenError}); retrying`;
    return this.opening ? "starting: the measurement database is opening" : "not started";
  }

  /** The open database, for the dashboard: waits up to `timeoutMs` for it. */
  async database(timeoutMs = 15_000): Promise<MeasurementDb> {
    if (this.db) return this.db;
    this.start();
    return new Promise((resolve, reject) => {
      const wake = (db: MeasurementDb) => {
        clearTimeout(timer);
        resolve(db);
      };
      const timer = setTimeout(() => {
        // A caller that gave up is no waiter any more (readiness asks every second while the database is down).
        const index = this.openWaiters.indexOf(wake);
        if (index !== -1) this.openWaiters.splice(index, 1);
        reject(new Error("the measurement database is not open"));
      }, timeoutMs);
      this.openWaiters.push(wake);
    });
  }

  /**
   * The readiness check of a Postgres server (DATABASE_URL): it is open and answers SELECT 1. The reason names the
   * setting, never its value. Not registered for the embedded database, which lives in this process.
   */
  async reachable(openWaitMs = 1500): Promise<string | null> {
    let db = this.db;
    if (!db) {
      db = await this.database(openWaitMs).catch(() => null);
      if (!db) return "the database (DATABASE_URL) is not reachable";
    }
    try {
      await db.query("SELECT 1");
      return null;
    } catch (error) {
      return `the database (DATABASE_URL) is not reachable (${(error as NodeJS.ErrnoException).code ?? "error"})`;
    }
  }

  private async open(): Promise<MeasurementDb> {
    while (!this.closed) {
      try {
        const db = await openStore(this.config);
        if (this.closed) {
          await db.close();
          break;
        }
        this.db = db;
        this.salts = this.config.databaseUrl ? new SharedSalt(db) : new MemorySalt();
        this.log.info({ measurement: { store: db.where } }, "measurement: recording");
        this.recorder.attach(db);
        this.forms.attach(db);
        void this.applyRetention();
        const retention = setInterval(() => void this.applyRetention(), RETENTION_EVERY_MS);
        retention.unref();
        this.timers.push(retention);
        for (const wake of this.openWaiters.splice(0)) wake(db);
        return db;
      } catch (error) {
        this.lastOpenError = (error as NodeJS.ErrnoException).code ?? "error";
        const now = Date.now();
        if (now - this.lastOpenLog >= OPEN_LOG_INTERVAL_MS) {
          this.lastOpenLog = now;
          this.log.warn(
            { measurement: { error: (error as Error).message.slice(0, 200) } },
            "measurement: cannot open the database; retrying",
          );
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, REOPEN_MS);
          timer.unref();
          this.timers.push(timer);
        });
      }
    }
    throw new Error("closed");
  }

  /**
   * The dashboard's figures for the last `days` days (stats.json, the dashboard page), computed at most so often for
   * each period (figures-cache.ts). `language`: one language's figures only (queries.ts), else every language's.
   */
  stats(
    days: number,
    language: Language | null = null,
    timeoutMs = 5000,
  ): Promise<Stats & Extras & FormStats & FormExtras> {
    return this.figures.get(`stats:${days}:${language ?? "all"}`, async () => {
      const db = await this.database(timeoutMs);
      const { timeZone } = this.config;
      return { ...(await statsOf(db, days, timeZone, language)), ...(await formStatsOf(db, days, timeZone, language)) };
    });
  }

  /** The conversions CSV for the last `days` days, cached as the figures are. */
  conversions(days: number, timeoutMs = 5000): Promise<string> {
    return this.figures.get(`conversions:${days}`, async () =>
      conversionsCsv(await this.database(timeoutMs), days, this.config.timeZone),
    );
  }

  /**
   * Deletes page views and leads from before the local day ANALYTICS_RETENTION_DAYS days ago (its midnight in
   * SITE_TIME_ZONE).
   */
  async applyRetention(now = Date.now()): Promise<{ pageviews: number; leads: number }> {
    const db = this.db;
    if (!db) return { pageviews: 0, leads: 0 };
    try {
      const { timeZone } = this.config;
      const cutoff = startOfDay(addDays(localDay(now, timeZone), -this.config.retentionDays), timeZone);
      const views = await db.query<{ n: number }>(
        "WITH gone AS (DELETE FROM pageviews WHERE at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone",
        [cutoff],
      );
      const leads = await db.query<{ n: number }>(
        "WITH gone AS (DELETE FROM leads WHERE at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone",
        [cutoff],
      );
      await this.forms.applyRetention(this.config.retentionDays, now);
      return { pageviews: Number(views[0]?.n ?? 0), leads: Number(leads[0]?.n ?? 0) };
    } catch (error) {
      this.log.warn(
        { measurement: { error: (error as Error).message.slice(0, 200) } },
        "measurement: retention failed; retrying later",
      );
      return { pageviews: 0, leads: 0 };
    }
  }

  /** The device class of a user agent, or null for a bot or none (attribution.ts). */
  readonly deviceOf = personDevices();

  private identityOf(request: FastifyRequest): Identity {
    return { address: request.ip, userAgent: String(request.headers["user-agent"] ?? "") };
  }

  private ownHosts(request: FastifyRequest) {
    return [this.siteHost, request.hostname];
  }

  /**
   * The onResponse hook's work: at most a few string operations, then a push into the buffer. A request the browser
   * made ahead of time (`Sec-Purpose: prefetch`, and `prefetch;prerender` for a prerender) is no view: the visitor
   * may never see the page. Its beacon counts it once it is shown (shownPage).
   */
  pageView(request: FastifyRequest, reply: FastifyReply) {
    try {
      const purpose = request.headers["sec-purpose"];
      if (typeof purpose === "string" && purpose.includes("prefetch")) return;
      const url = request.url;
      const queryStart = url.indexOf("?");
      const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
      const page = pageOf(request.method, pathname, reply.statusCode, String(reply.getHeader("content-type") ?? ""));
      if (!page) return;
      const search = queryStart === -1 ? "" : url.slice(queryStart);
      this.count(request, page, search, request.headers.referer);
    } catch (error) {
      request.log.warn(
        { measurement: { error: (error as Error).message.slice(0, 200) } },
        "measurement: page view not recorded",
      );
    }
  }

  /**
   * A page the browser loaded ahead of time and then showed, as its beacon says (POST PAGE_VIEW_PATH): `pathname`
   * and `search` are the page's address, `referrer` its document.referrer, the facts its own request would have
   * carried. Counted as that request would have been: the page when the site serves it, else its language's
   * not-found page; bots, the device and the visitor from this request. False when the address is no page at all
   * (a file, one of the server's own addresses): nothing is counted.
   */
  shownPage(request: FastifyRequest, pathname: string, search: string, referrer: string | undefined): boolean {
    const served = this.config.isPage?.(pathname) ?? true;
    // What a GET of this address would count as: answered 200 when it is a page, else the 404 page.
    const page = pageOf("GET", pathname, served ? 200 : 404, "text/html");
    if (!page || (served && extname(pathname) !== "")) return false;
    this.count(request, page, search, referrer);
    return true;
  }

  private count(request: FastifyRequest, page: Page, search: string, referer: string | undefined) {
    const device = this.deviceOf(String(request.headers["user-agent"] ?? ""));
    if (device === null) return;
    this.recorder.push({
      kind: "pageview",
      at: Date.now(),
      path: page.path,
      notFound: page.notFound,
      language: page.language,
      attribution: attributionOf(search, referer, this.ownHosts(request)),
      device,
      identity: this.identityOf(request),
    });
  }

  /**
   * An enquiry was accepted (durably stored): one lead, keyed by its Message-ID. The page is the path of the post's
   * Referer (the page the form sits on) when the site serves that page, and the attribution the Referer's own query
   * when it has attribution (the form sent from the ad's landing page), else the visitor's first page view, today or
   * yesterday, that came from somewhere (recorder.ts). Its language is that of the page of the site it was sent
   * from, served or not (a form on a Chinese not-found page is a Chinese lead); English when it came from no page of
   * the site.
   */
  lead(request: FastifyRequest, enquiry: { messageId: string; acceptedAt: number }, form: LeadForm | null) {
    try {
      let page = UNKNOWN_PAGE;
      let language: Language = defaultLocale;
      let search = "";
      const referer = request.headers.referer;
      if (referer) {
        try {
          const url = new URL(referer);
          if (this.ownHosts(request).includes(url.hostname)) {
            language = languageOfPath(url.pathname);
            // Only a page the site serves: a form on the not-found page would otherwise keep the mistyped address.
            if (this.config.isPage?.(url.pathname) ?? true) {
              page = url.pathname.slice(0, 300);
              search = url.search;
            }
          }
        } catch {
          // no usable Referer: the page stays unknown
        }
      }
      this.recorder.push({
        kind: "lead",
        at: enquiry.acceptedAt,
        messageId: enquiry.messageId,
        // An outside client's message (no form of ours) counts as a contact.
        form: form ?? "contact",
        page,
        language,
        attribution: { ...attributionOf(search, undefined, []), referrerHost: null },
        identity: this.identityOf(request),
      });
    } catch (error) {
      request.log.warn(
        { measurement: { error: (error as Error).message.slice(0, 200) } },
        "measurement: lead not recorded",
      );
    }
  }

  /**
   * What a form did in a visitor's page view: its beacon (form-events-route.ts), or a post without JavaScript
   * refused with its messages. Bots are left out by the page views' rule.
   */
  formEvent(request: FastifyRequest, beacon: FormBeacon) {
    if (this.deviceOf(String(request.headers["user-agent"] ?? "")) === null) return;
    if (beacon.event === "started") this.forms.started(beacon.form, beacon.language);
    else this.forms.refused(beacon.form, beacon.language, beacon.refusals);
  }

  /** A lead's enquiry was delivered, or became a dead letter. */
  settled(messageId: string, state: "delivered" | "dead") {
    this.recorder.push({ kind: "state", at: Date.now(), messageId, state });
  }

  /** Writes what is buffered (tests; shutdown). */
  async flush() {
    await this.recorder.flush();
    await this.forms.flush();
    await this.vitals?.flush();
  }

  /**
   * Writes what is buffered and closes the database. A database still opening gets up to `graceMs` to finish (a
   * first start stopped at once should not leave a half-created database); after that it closes itself when open.
   */
  async close(graceMs = 10_000) {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.recorder.stop();
    this.forms.stop();
    this.vitals?.stop();
    if (this.opening && !this.db)
      await Promise.race([
        this.opening.catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
    if (this.db) {
      await Promise.race([this.flush(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await this.db.close().catch(() => {});
      this.db = null;
    }
  }
}

/** Counts the app's page views: one onResponse hook on the whole server (after the response has gone). */
export function recordPageViews(app: FastifyInstance, measurement: Measurement) {
  app.addHook("onResponse", (request, reply, done) => {
    measurement.pageView(request, reply);
    done();
  });
}
