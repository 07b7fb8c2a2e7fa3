/**
 * The recorder's rules without a database: what waits in memory, how much of it, and in which order it is written.
 * The stores themselves are tested in measurement.test.ts.
 */
import { describe, expect, it } from "vitest";
import { languageOfPath } from "./language";
import { MemorySalt } from "./visitor";
import { MAX_BUFFERED, Recorder, type LeadEvent, type PageViewEvent } from "./recorder";
import type { MeasurementDb } from "./store";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const AT = Date.parse("2026-11-25T09:00:00Z");

function pageView(path: string, address = "203.0.113.7", at = AT): PageViewEvent {
  return {
    kind: "pageview",
    at,
    path,
    notFound: false,
    language: languageOfPath(path),
    attribution: { utm: { utm_campaign: "spring-web" }, clickId: null, referrerHost: "google.com" },
    device: "desktop",
    identity: { address, userAgent: CHROME },
  };
}

/** A database that keeps the statements it was given. */
function recordingDb() {
  const statements: { text: string; params: readonly unknown[] }[] = [];
  const db: MeasurementDb = {
    kind: "embedded",
    where: "memory",
    query: <Row>(text: string, params: readonly unknown[] = []) => {
      statements.push({ text, params });
      return Promise.resolve([] as Row[]);
    },
    close: () => Promise.resolve(),
  };
  return { db, statements };
}

function silentLog() {
  const warnings: unknown[] = [];
  const log = { warn: (fields: unknown) => warnings.push(fields), info: () => {} } as unknown as ConstructorParameters<
    typeof Recorder
  >[0]["log"];
  return { log, warnings };
}

describe("the recorder", () => {
  it("keeps repeated views of a page by one visitor as one waiting row with its count", async () => {
    const salts = new MemorySalt();
    const { log } = silentLog();
    const recorder = new Recorder({
      site: "example.com",
      timeZone: "Asia/Hong_Kong",
      log,
      salts: () => salts,
      flushDelayMs: 60_000,
    });
    for (let n = 0; n < 5000; n++) recorder.push(pageView("/web-development"));
    recorder.push(pageView("/web-development", "198.51.100.20"));
    recorder.push(pageView("/about-us"));
    recorder.push(pageView("/zh-hk/about-us"));
    expect(recorder.pending).toBe(4);

    const { db, statements } = recordingDb();
    recorder.attach(db);
    await recorder.flush();
    expect(statements).toHaveLength(1);
    const columns = statements[0]!.params as unknown[][];
    expect(columns[1]).toEqual(["/web-development", "/web-development", "/about-us", "/zh-hk/about-us"]);
    expect(columns[13]).toEqual([5000, 1, 1, 1]);
    expect(columns[15]).toEqual(["en", "en", "en", "zh-hk"]);
    // Two visitors, two keys; the same visitor on two pages, one key.
    expect(columns[3]![0]).not.toBe(columns[3]![1]);
    expect(columns[3]![0]).toBe(columns[3]![2]);
    recorder.stop();
  });

  it("holds at most MAX_BUFFERED rows while the database is away, and says so in one line", () => {
    const { log, warnings } = silentLog();
    const recorder = new Recorder({
      site: "example.com",
      timeZone: "Asia/Hong_Kong",
      log,
      salts: () => null,
      flushDelayMs: 60_000,
    });
    for (let n = 0; n < MAX_BUFFERED + 500; n++) recorder.push(pageView(`/blogs/post-${String(n)}`));
    // Views of a page already waiting still count: they take no room.
    recorder.push(pageView("/blogs/post-1"));
    expect(recorder.pending).toBe(MAX_BUFFERED);
    expect(warnings).toEqual([{ measurement: { droppedEvents: 1, reason: "the database is not open" } }]);
    recorder.stop();
  });

  it("writes leads after the page views that came before them, each enquiry once, and later views after them", async () => {
    const salts = new MemorySalt();
    const { log } = silentLog();
    const recorder = new Recorder({
      site: "example.com",
      timeZone: "Asia/Hong_Kong",
      log,
      salts: () => salts,
      flushDelayMs: 60_000,
    });
    recorder.push(pageView("/web-development"));
    const lead: LeadEvent = {
      kind: "lead",
      at: AT + 1000,
      messageId: "<a@example.com>",
      form: "requirement",
      page: "/web-development",
      language: "en",
      attribution: { utm: {}, clickId: null, referrerHost: null },
      identity: { address: "203.0.113.7", userAgent: CHROME },
    };
    // The same enquiry reported twice (a retried post): one row.
    recorder.push(lead);
    recorder.push({ ...lead });
    recorder.push(pageView("/web-development"));
    recorder.push({ kind: "state", at: AT + 2000, messageId: "<a@example.com>", state: "delivered" });
    expect(recorder.pending).toBe(5);

    const { db, statements } = recordingDb();
    recorder.attach(db);
    await recorder.flush();
    expect(statements.map(({ text }) => /^\s*(\w+ \w+)/.exec(text)![1])).toEqual([
      "INSERT INTO",
      "INSERT INTO",
      "INSERT INTO",
      "UPDATE leads",
    ]);
    expect(statements.map(({ text }) => /INSERT INTO (\w+)/.exec(text)?.[1] ?? "leads")).toEqual([
      "pageviews",
      "leads",
      "pageviews",
      "leads",
    ]);
    expect((statements[1]!.params as unknown[][])[0]).toEqual(["<a@example.com>"]);
    recorder.stop();
  });
});
