/**
 * Where the forms turn people away: how often each field's message was shown, how many page views started a form,
 * and how many submissions were held as suspected spam (docs/measurement.md, "The forms"). Sent enquiries are the
 * leads (recorder.ts). Each is a count per local day (SITE_TIME_ZONE), form and language, never an event of its own:
 * there is no visitor key, no address, no time of day, and never a typed value (form-catalogue.ts says what a
 * refusal may be).
 *
 * Counts wait in memory and are added to their rows every FLUSH_MS (one INSERT of arrays, adding to the rows of the
 * same day). There are few distinct counts (forms x fields x messages x languages a day), so the memory is bounded
 * by the forms themselves. A write that fails is dropped, with one log line a minute, as the recorder does.
 */
import type { FastifyBaseLogger } from "fastify";
import type { EnquiryKind } from "../../app/features/enquiry/posted-forms.server";
import { addDays, localDay } from "./days";
import type { Language } from "./language";
import type { Sql } from "./store";

/** Why a submission was held (server/relay's spam checks). */
export const HELD_REASONS = ["honeypot", "too-fast", "disposable-email", "links", "script", "repeated"] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

export const isHeldReason = (value: unknown): value is HeldReason =>
  typeof value === "string" && (HELD_REASONS as readonly string[]).includes(value);

export type FormEvent = "started" | "held" | "held-reason" | "refusal";

export interface Refusal {
  field: string;
  /** The message's id (shared/i18n/messages): the dashboard shows its English text. */
  message: string;
}

/** What a form did in a page view, as its beacon (form-events-route.ts) or a post without JavaScript says it. */
export type FormBeacon =
  | { form: EnquiryKind; language: Language; event: "started" }
  | { form: EnquiryKind; language: Language; event: "refused"; refusals: Refusal[] };

const FLUSH_MS = 2000;
const DROP_LOG_INTERVAL_MS = 60_000;
/** Distinct counts waiting at most: far more than the forms can make in a few seconds; beyond, they are dropped. */
const MAX_WAITING = 5000;

export class FormEvents {
  private waiting = new Map<string, number>();
  private db: Sql | null = null;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private dropped = 0;
  private lastDropLog = 0;

  constructor(
    private readonly options: {
      timeZone: string;
      log: FastifyBaseLogger;
      /** The first count: time to open the database. */
      onFirstEvent?: () => void;
      now?: () => number;
    },
  ) {}

  /** The database is open: what waits is written. */
  attach(db: Sql) {
    this.db = db;
    if (this.waiting.size > 0) this.schedule();
  }

  /** A page view started the form: its first input. */
  started(form: EnquiryKind, language: Language) {
    this.add(form, language, "started");
  }

  /** Messages shown to a visitor, each once (the callers count each at most once per page view). */
  refused(form: EnquiryKind, language: Language, refusals: readonly Refusal[]) {
    for (const { field, message } of refusals) this.add(form, language, "refusal", field, message);
  }

  /**
   * A submission held as suspected spam, for its reasons (each is counted; the submission once). For the relay's
   * hold path: the reasons are its spam checks' ids, HELD_REASONS; others are not counted.
   */
  recordHeld({ form, language, reasons }: { form: EnquiryKind; language: Language; reasons: readonly string[] }) {
    this.add(form, language, "held");
    for (const reason of new Set(reasons))
      if (isHeldReason(reason)) this.add(form, language, "held-reason", "", reason);
  }

  private add(form: string, language: string, event: FormEvent, field = "", detail = "") {
    const day = localDay((this.options.now ?? Date.now)(), this.options.timeZone);
    const key = [day, form, language, event, field, detail].join("\u0000");
    const count = this.waiting.get(key);
    if (count === undefined && this.waiting.size >= MAX_WAITING) {
      this.drop(1, "too many waiting");
      return;
    }
    if (count === undefined && this.waiting.size === 0 && !this.db) this.options.onFirstEvent?.();
    this.waiting.set(key, (count ?? 0) + 1);
    this.schedule();
  }

  private schedule() {
    if (this.timer || !this.db) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, FLUSH_MS);
    this.timer.unref();
  }

  /** Adds what waits to the database's rows (tests; shutdown). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    const db = this.db;
    if (!db || this.waiting.size === 0) return;
    const batch = this.waiting;
    this.waiting = new Map();
    this.writing = this.write(db, batch).finally(() => (this.writing = null));
    await this.writing;
  }

  private async write(db: Sql, batch: Map<string, number>) {
    const columns: string[][] = [[], [], [], [], [], []];
    const counts: number[] = [];
    for (const [key, count] of batch) {
      key.split("\u0000").forEach((value, index) => columns[index]!.push(value));
      counts.push(count);
    }
    try {
      await db.query(
        `INSERT INTO form_events (day, form, language, event, field, detail, count)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
         ON CONFLICT (day, form, language, event, field, detail) DO UPDATE SET count = form_events.count + excluded.count`,
        [...columns, counts],
      );
    } catch (error) {
      this.drop(
        counts.reduce((sum, count) => sum + count, 0),
        (error as Error).message.slice(0, 200),
      );
    }
  }

  private drop(count: number, reason: string) {
    this.dropped += count;
    const now = Date.now();
    if (now - this.lastDropLog < DROP_LOG_INTERVAL_MS) return;
    this.lastDropLog = now;
    this.options.log.warn({ measurement: { dropped: this.dropped, reason } }, "measurement: form counts dropped");
    this.dropped = 0;
  }

  /** Deletes the days before the local day `retentionDays` ago, as the page views' retention; how many rows went. */
  async applyRetention(retentionDays: number, now = Date.now()): Promise<number> {
    const db = this.db;
    if (!db) return 0;
    const cutoff = addDays(localDay(now, this.options.timeZone), -retentionDays);
    const rows = await db.query<{ n: number }>(
      "WITH gone AS (DELETE FROM form_events WHERE day < $1::date RETURNING 1) SELECT count(*)::int AS n FROM gone",
      [cutoff],
    );
    return Number(rows[0]?.n ?? 0);
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
