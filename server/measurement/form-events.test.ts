/**
 * The forms' counts against both stores (the embedded database and Debian's PostgreSQL): the beacon's starts and
 * refusals (bots, malformed bodies and unknown fields store nothing), a form posted without JavaScript counted from
 * its 400, held submissions by reason, the figures in stats.json and `npm run stats`'s lines, and retention.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORM_EVENT_PATH } from "../../shared/endpoints";
import { RELAY_PATH } from "../../shared/relay-contract";
import { buildServer } from "../app";
import { makeClientFixture, testConfig, type ClientFixture } from "../testing/fixture";
import { startPostgres, type TestPostgres } from "../testing/postgres";
import { formatFormStats, type FormStats } from "./form-stats";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SITE = "http://localhost:3000";
const ADMIN_PASSWORD = "correct horse battery";

let fixture: ClientFixture;

beforeAll(() => {
  fixture = makeClientFixture();
  for (const path of ["web-development", "zh-hk/web-development", "thank-you"]) {
    mkdirSync(join(fixture.clientDir, path), { recursive: true });
    writeFileSync(join(fixture.clientDir, path, "index.html"), `<!DOCTYPE html><title>${path}</title>`);
  }
});
afterAll(() => fixture.cleanup());

const zhRefusal = new URLSearchParams([
  ["form", "requirement"],
  ["language", "zh-hk"],
  ["event", "refused"],
  ["field", "phone"],
  ["message", "電話號碼須為 10 或 12 位數字"],
  ["field", "email"],
  ["message", "電郵地址無效"],
  ["field", "budget"],
  ["message", "請選擇預算"],
]).toString();
const zhStart = "form=requirement&language=zh-hk&event=started";

describe.each([
  ["embedded", () => Promise.resolve(null)],
  ["postgres", () => startPostgres()],
] as const)("form events with the %s database", (_kind, makeDatabase) => {
  let app: FastifyInstance;
  let postgres: TestPostgres | null;
  let dataDir: string;
  let cookie: string;

  const beacon = (payload: string, ua = CHROME, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: FORM_EVENT_PATH,
      remoteAddress: "203.0.113.60",
      headers: {
        "user-agent": ua,
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        "sec-fetch-site": "same-origin",
        origin: SITE,
        ...headers,
      },
      payload,
    });

  // Each call asks for another period: the figures of one are computed at most every 5 s (measurement.ts).
  let days = 1;
  const figures = async (query = "") => {
    await app.measurement.flush();
    const answer = await app.inject({ url: `/admin/stats.json?days=${days++}${query}`, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    return answer.json() as FormStats & Record<string, unknown>;
  };

  const stored = async () => {
    await app.measurement.flush();
    const db = await app.measurement.database();
    return db.query<Record<string, unknown>>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, form, language, event, field, detail, count FROM form_events ORDER BY event, field, detail",
    );
  };

  beforeAll(async () => {
    postgres = await makeDatabase();
    dataDir = mkdtempSync(join(tmpdir(), "form-events-"));
    app = await buildServer({
      config: testConfig({
        ADMIN_PASSWORD,
        SPOOL_DIR: mkdtempSync(join(fixture.root, "spool-")),
        OUTBOX_DIR: join(fixture.root, "outbox"),
        RATE_LIMIT_MAX: "1000",
        ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
      }),
      clientDir: fixture.clientDir,
      logger: false,
    });
    await app.ready();
    await app.measurement.database(60_000);
    const signedIn = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ password: ADMIN_PASSWORD }).toString(),
    });
    cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
  }, 90_000);

  afterAll(async () => {
    await app.close();
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    const db = await app.measurement.database();
    await db.query("DELETE FROM form_events");
    await db.query("DELETE FROM leads");
  });

  it("counts a start and the messages shown, as ids, with their English text in stats.json", async () => {
    expect((await beacon(zhStart)).statusCode).toBe(204);
    expect((await beacon(zhRefusal)).statusCode).toBe(204);
    const rows = await stored();
    expect(rows.map(({ event, field, detail, count, language }) => [event, field, detail, language, count])).toEqual([
      ["refusal", "budget", "invalid_budget_required", "zh-hk", 1],
      ["refusal", "email", "invalid_requirement_email", "zh-hk", 1],
      ["refusal", "phone", "invalid_phone_length", "zh-hk", 1],
      ["started", "", "", "zh-hk", 1],
    ]);
    const stats = await figures();
    expect(stats.refusals).toContainEqual({
      form: "requirement",
      field: "phone",
      message: "Phone number must be 10 or 12 digits long",
      language: "zh-hk",
      count: 1,
    });
    expect(stats.forms).toContainEqual({ form: "requirement", language: "zh-hk", started: 1, sent: 0, held: 0 });
    expect(stats.forms).toHaveLength(4);
    expect((await figures("&lang=en")).refusals).toEqual([]);
    expect((await figures("&lang=zh-hk")).forms).toHaveLength(2);
  });

  it("stores nothing from a bot, a malformed body, an unknown field or message, or another site", async () => {
    expect((await beacon(zhRefusal, GOOGLEBOT)).statusCode).toBe(204);
    expect((await beacon(zhRefusal, "")).statusCode).toBe(204);
    expect((await beacon("form=requirement&language=zh-hk&event=refused&field=website&message=x")).statusCode).toBe(
      400,
    );
    expect(
      (await beacon("form=requirement&language=en&event=refused&field=name&message=Zephyrine%20Quackenbush"))
        .statusCode,
    ).toBe(400);
    // One good refusal beside a bad one: nothing of the body counts.
    expect((await beacon(`${zhRefusal}&field=name&message=${encodeURIComponent("Sam Wong")}`)).statusCode).toBe(400);
    expect((await beacon("form=contact&language=en")).statusCode).toBe(400);
    expect((await beacon("not a form at all")).statusCode).toBe(400);
    expect(
      (await beacon(zhStart, CHROME, { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    expect((await beacon('{"form":"contact"}', CHROME, { "content-type": "application/json" })).statusCode).toBe(415);
    expect((await app.inject({ url: FORM_EVENT_PATH })).statusCode).toBe(405);
    expect(await stored()).toEqual([]);
  });

  it("counts a form posted without JavaScript from its 400, each field's message once, and its send as a lead", async () => {
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: RELAY_PATH,
        remoteAddress: "192.0.2.30",
        headers: {
          "user-agent": CHROME,
          referer: `${SITE}/web-development`,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams({
          form: "requirement",
          page: "/web-development",
          name: "Zephyrine Quackenbush",
          email: "zephyrine.q@example.net",
          service: "ai-ml",
          budget: "undecided",
          website: "",
          ...fields,
        }).toString(),
      });
    expect((await post({ phone: "12345", message: "" })).statusCode).toBe(400);
    expect((await post({ phone: "852987654321", message: "An app for our drivers" })).statusCode).toBe(303);
    const rows = await stored();
    expect(rows.map(({ event, field, detail, language, count }) => [event, field, detail, language, count])).toEqual([
      ["refusal", "message", "invalid_message_required", "en", 1],
      ["refusal", "phone", "invalid_phone_length", "en", 1],
    ]);
    const text = JSON.stringify(rows);
    for (const typed of ["Zephyrine", "example.net", "12345", "drivers"]) expect(text).not.toContain(typed);
    const stats = await figures("&lang=en");
    expect(stats.forms).toContainEqual({ form: "requirement", language: "en", started: 0, sent: 1, held: 0 });
    expect(stats.refusals).toContainEqual({
      form: "requirement",
      field: "message",
      message: "Message is required",
      language: "en",
      count: 1,
    });
  });

  it("counts held submissions per form, language and reason, once each, and per day", async () => {
    app.measurement.forms.recordHeld({ form: "contact", language: "en", reasons: ["too-fast", "links"] });
    app.measurement.forms.recordHeld({ form: "contact", language: "en", reasons: ["links", "links"] });
    app.measurement.forms.recordHeld({
      form: "requirement",
      language: "zh-hk",
      reasons: ["disposable-email", "nonsense"],
    });
    const stats = await figures();
    expect(stats.held).toEqual({
      total: 3,
      reasons: [
        { reason: "links", count: 2 },
        { reason: "disposable-email", count: 1 },
        { reason: "too-fast", count: 1 },
      ],
    });
    expect(stats.forms).toContainEqual({ form: "contact", language: "en", started: 0, sent: 0, held: 2 });
    expect(stats.forms).toContainEqual({ form: "requirement", language: "zh-hk", started: 0, sent: 0, held: 1 });
    expect((stats as unknown as { heldDays?: unknown }).heldDays).toBeUndefined();
    const dashboard = await app.inject({ url: "/admin?period=12m", headers: { cookie } });
    expect(dashboard.body).toContain("Held as suspected spam: 3, by reason");
    // Held per day: today's row, its date breakable after each hyphen.
    expect(dashboard.body).toMatch(/<th scope="row">\d{4}-<wbr\/>\d{2}-<wbr\/>\d{2}<\/th><td class="num">3<\/td>/);
    expect(formatFormStats(stats)).toMatch(/contact · English\s+0\s+0\s+2/);
    expect(formatFormStats(stats)).toContain("Held                3   (links 2, disposable-email 1, too-fast 1)");
  });

  it("deletes the days before the retention limit, as the page views'", async () => {
    const db = await app.measurement.database();
    for (const day of ["2025-10-27", "2025-10-28"])
      await db.query(
        "INSERT INTO form_events (day, form, language, event, count) VALUES ($1::date, 'contact', 'en', 'started', 1)",
        [day],
      );
    // On 2026-11-27 in Hong Kong, 395 days back is 2025-10-28: the day before it goes.
    await app.measurement.applyRetention(Date.parse("2026-11-27T10:00:00Z"));
    expect((await stored()).map((row) => row.day)).toEqual(["2025-10-28"]);
  });
});
