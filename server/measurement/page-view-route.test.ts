/**
 * Pages loaded ahead of time (speculation rules, app/lib/speculation-rules.ts): their speculative request counts no
 * view, their beacon (POST /page-view) counts one with the rules of a page request, and the beacon endpoint refuses
 * what no page of the site sends. Against the embedded database.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGE_VIEW_PATH } from "../../shared/endpoints";
import { buildServer } from "../app";
import { makeClientFixture, testConfig, type ClientFixture } from "../testing/fixture";
import { testLog, type TestLog } from "../testing/log";
import { PAGE_VIEW_LIMIT, readBeacon } from "./page-view-route";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SITE = "http://localhost:3000";
const CAMPAIGN = "?utm_source=google&utm_medium=cpc&utm_campaign=autumn&gclid=Cj0KCQ-spec_1";

let fixture: ClientFixture;
let dataDir: string;
let app: FastifyInstance;
let log: TestLog;

/**
 * A beacon as Chromium sends it from a page of the site (navigator.sendBeacon with URLSearchParams). A header given
 * as "" is left out.
 */
const beacon = (
  body: string,
  options: { ip?: string; ua?: string; headers?: Record<string, string>; contentType?: string } = {},
) =>
  app.inject({
    method: "POST",
    url: PAGE_VIEW_PATH,
    remoteAddress: options.ip ?? "203.0.113.50",
    headers: Object.fromEntries(
      Object.entries({
        "user-agent": options.ua ?? CHROME,
        "content-type": options.contentType ?? "application/x-www-form-urlencoded;charset=UTF-8",
        "sec-fetch-site": "same-origin",
        origin: SITE,
        ...options.headers,
      }).filter(([, value]) => value !== ""),
    ),
    payload: body,
  });

const shown = (page: string, referrer = "") => new URLSearchParams({ page, referrer }).toString();

async function views() {
  await app.measurement.flush();
  const db = await app.measurement.database();
  return db.query<Record<string, unknown>>(
    `SELECT path, not_found, language, referrer_host, utm_source, utm_medium, utm_campaign, click_id_type, click_id,
       device, sum(views)::int AS views
     FROM pageviews GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1`,
  );
}

beforeAll(async () => {
  fixture = makeClientFixture();
  for (const path of ["zh-hk", "zh-hk/about-us", "zh-hk/404"]) {
    mkdirSync(join(fixture.clientDir, path), { recursive: true });
    writeFileSync(join(fixture.clientDir, path, "index.html"), `<!DOCTYPE html><html><body>${path}</body></html>`);
  }
  dataDir = mkdtempSync(join(tmpdir(), "page-view-data-"));
  log = testLog();
  app = await buildServer({
    config: testConfig({ DATA_DIR: dataDir, SITE_URL: SITE }),
    clientDir: fixture.clientDir,
    logger: log.logger,
    shutdownGraceMs: 300,
  });
  await app.ready();
  await app.measurement.database(60_000);
}, 90_000);

afterAll(async () => {
  await app.close();
  fixture.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const db = await app.measurement.database();
  await db.query("DELETE FROM pageviews");
});

describe("a page loaded ahead of time", () => {
  it("is no view when the browser fetches it (Sec-Purpose: prefetch, or prefetch;prerender)", async () => {
    for (const purpose of ["prefetch", "prefetch;prerender"]) {
      const ahead = await app.inject({
        method: "GET",
        url: `/about-us${CAMPAIGN}`,
        remoteAddress: "203.0.113.50",
        headers: { "user-agent": CHROME, "sec-purpose": purpose },
      });
      expect(ahead.statusCode).toBe(200);
    }
    // The page a visitor opens the usual way still counts, once.
    await app.inject({ method: "GET", url: "/", headers: { "user-agent": CHROME } });
    expect(await views()).toEqual([expect.objectContaining({ path: "/", views: 1 })]);
  });

  it("counts once shown, from its beacon: the page, its language and its attribution, as its request would", async () => {
    expect((await beacon(shown(`/zh-hk/about-us${CAMPAIGN}`, "https://www.google.com/"))).statusCode).toBe(204);
    expect((await beacon(shown("/about-us", `${SITE}/zh-hk/about-us`))).statusCode).toBe(204);
    expect((await beacon(shown("/"))).statusCode).toBe(204);
    expect((await beacon(shown("/zh-hk/"))).statusCode).toBe(204);
    // An address the site does not serve is a view of its language's not-found page, never the address itself.
    expect((await beacon(shown("/zh-hk/john-smith-85291234567"))).statusCode).toBe(204);
    expect(await views()).toEqual([
      expect.objectContaining({ path: "/", language: "en", views: 1 }),
      expect.objectContaining({ path: "/about-us", language: "en", referrer_host: null, utm_campaign: null, views: 1 }),
      expect.objectContaining({ path: "/zh-hk/", language: "zh-hk", views: 1 }),
      expect.objectContaining({ path: "/zh-hk/404", not_found: true, language: "zh-hk", views: 1 }),
      {
        path: "/zh-hk/about-us",
        not_found: false,
        language: "zh-hk",
        referrer_host: "google.com",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "autumn",
        click_id_type: "gclid",
        click_id: "Cj0KCQ-spec_1",
        device: "desktop",
        views: 1,
      },
    ]);
  });

  it("is not counted from a bot's beacon, nor the beacon itself as a page request", async () => {
    expect(
      (
        await beacon(shown("/about-us"), {
          ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        })
      ).statusCode,
    ).toBe(204);
    expect(await views()).toEqual([]);
  });
});

describe("POST /page-view refuses", () => {
  it("a body that is not the beacon's, or an address that is no page, with 400; another type with 415", async () => {
    const malformed = [
      "",
      "referrer=x",
      "page=about-us",
      "page=%2F%2Fevil.example%2F",
      "page=%2Fabout-us&page=%2F",
      "page=%2Fabout-us&name=Ada",
      "page=%2Fabout-us%0d%0aX-Injected%3A%201",
      `page=%2F${"a".repeat(2100)}`,
      "page=%2Fabout-us%2F",
      "page=%2Fzh-hk",
      "page=%2Fhealthz",
      "page=%2Fadmin%2Flogin",
      "page=%2Fsend-email",
      "page=%2Fsitemap.xml",
      "page=%2Fblogs.data",
      "page=%2Ffavicon.svg",
    ];
    for (const body of malformed) expect((await beacon(body)).statusCode, body).toBe(400);
    expect((await beacon('{"page":"/about-us"}', { contentType: "application/json" })).statusCode).toBe(415);
    expect((await beacon("page=/about-us", { contentType: "text/plain" })).statusCode).toBe(415);
    expect((await beacon("page=/about-us", { contentType: "application/xml" })).statusCode).toBe(415);
    expect((await beacon(shown(`/about-us?q=${"x".repeat(9000)}`))).statusCode).toBe(413);
    expect(await views()).toEqual([]);
  });

  it("a beacon from another site, or from no page at all, with 403", async () => {
    const foreign = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://blog.localhost:3000" },
      { "sec-fetch-site": "none", origin: "" },
    ];
    for (const headers of foreign) expect((await beacon(shown("/about-us"), { headers })).statusCode).toBe(403);
    // A browser without Sec-Fetch-Site: its Origin decides.
    const noFetchSite = { "sec-fetch-site": "" };
    expect(
      (await beacon(shown("/about-us"), { headers: { ...noFetchSite, origin: "https://evil.example" } })).statusCode,
    ).toBe(403);
    expect((await beacon(shown("/about-us"), { headers: { ...noFetchSite, origin: "" } })).statusCode).toBe(403);
    expect((await beacon(shown("/about-us"), { headers: { ...noFetchSite, origin: SITE } })).statusCode).toBe(204);
    expect(await views()).toEqual([expect.objectContaining({ path: "/about-us", views: 1 })]);
  });

  it("another method with 405, and more than the limit from one address with 429", async () => {
    const get = await app.inject({ method: "GET", url: PAGE_VIEW_PATH });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe("POST");
    const ip = "198.51.100.200";
    const answers: number[] = [];
    for (let i = 0; i <= PAGE_VIEW_LIMIT.max; i += 1)
      answers.push((await beacon(shown("/about-us"), { ip })).statusCode);
    expect(answers.slice(0, PAGE_VIEW_LIMIT.max).every((status) => status === 204)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Another address is not limited by this one.
    expect((await beacon(shown("/about-us"), { ip: "198.51.100.201" })).statusCode).toBe(204);
  });

  it("and never logs or repeats what was sent", async () => {
    const secret = "ada.lovelace%40example.com";
    const answers = [
      await beacon(`page=%2Fabout-us&email=${secret}`),
      await beacon(`page=%2F${secret}.txt`),
      await beacon(`page=%2Fabout-us&referrer=${secret}`, { headers: { "sec-fetch-site": "cross-site" } }),
    ];
    for (const answer of answers) expect(answer.body).not.toContain("ada.lovelace");
    expect(JSON.stringify(log.lines)).not.toContain("ada.lovelace");
  });
});

describe("readBeacon", () => {
  it("reads the page's path, query and referrer", () => {
    expect(readBeacon(new URLSearchParams({ page: "/zh-hk/?utm_source=x", referrer: "" }))).toEqual({
      pathname: "/zh-hk/",
      search: "?utm_source=x",
      referrer: undefined,
    });
  });
});
