/**
 * Measurement against both stores: the embedded database (PGlite in DATA_DIR) and Debian's PostgreSQL started by the
 * test on a free loopback port. Page views with attribution, what is never counted, leads on both form paths (also
 * two pages after the landing), a lead counted once, retention, and a scan of every table after a submission for
 * anything a visitor typed, their address or their user agent. Postgres only: two instances sharing it, and the
 * database stopped in the middle of traffic.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../shared/site";
import { RELAY_PATH } from "../../shared/relay-contract";
import { buildServer } from "../app";
import { makeClientFixture, testConfig, type ClientFixture } from "../testing/fixture";
import { startPostgres, type TestPostgres } from "../testing/postgres";
import { waitFor } from "../testing/wait";
import pg from "pg";
import { runDocumentedBackup } from "../testing/backup";
import { runStatsCommand } from "./stats-command";
import { MIGRATIONS, type MeasurementDb } from "./store";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const SITE = "http://localhost:3000";
const AD_LANDING =
  "/web-development?utm_source=google&utm_medium=cpc&utm_campaign=spring-web&utm_term=agency&utm_content=ad1&gclid=Cj0KCQ-test_1&email=leak%40example.com";

const ADMIN_PASSWORD = "correct horse battery";

const TYPED = {
  name: "Zephyrine Quackenbush",
  email: "zephyrine.q@example.net",
  phone: "+85298765432",
  subject: "Quokka inventory portal",
  message: "Our flamingo-pink warehouse needs a portal.",
};

let fixture: ClientFixture;
const apps: FastifyInstance[] = [];

function addPages(clientDir: string) {
  for (const path of [
    "web-development",
    "app-development",
    "contact-us",
    "thank-you",
    "services",
    "zh-hk",
    "zh-hk/contact-us",
  ]) {
    mkdirSync(join(clientDir, path), { recursive: true });
    writeFileSync(
      join(clientDir, path, "index.html"),
      `<!DOCTYPE html><html lang="en"><head><title>${path}</title></head><body><h1>${path}</h1></body></html>`,
    );
  }
}

/** Every log line of every server, parsed. */
const logLines: Array<Record<string, unknown>> = [];
const measurementLines = (msg: string) => logLines.filter((line) => line.msg === msg);

async function start(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = await buildServer({
    config: testConfig({
      SPOOL_DIR: mkdtempSync(join(fixture.root, "spool-")),
      OUTBOX_DIR: join(fixture.root, "outbox"),
      RATE_LIMIT_MAX: "1000",
      RETRY_FIRST_MS: "20",
      RETRY_MAX_MS: "100",
      ...env,
    }),
    clientDir: fixture.clientDir,
    logger: {
      level: "info",
      stream: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    shutdownGraceMs: 300,
  });
  await app.ready();
  apps.push(app);
  return app;
}

const view = (
  app: FastifyInstance,
  url: string,
  options: { ua?: string; ip?: string; referer?: string; method?: "GET" | "HEAD" } = {},
) =>
  app.inject({
    method: options.method ?? "GET",
    url,
    remoteAddress: options.ip ?? "203.0.113.77",
    headers: { "user-agent": options.ua ?? CHROME, ...(options.referer ? { referer: options.referer } : {}) },
  });

const contactBody = () =>
  `Name: ${TYPED.name}\nEmail: ${TYPED.email}\nPhone: ${TYPED.phone}\nService Needed: Web Development\nMessage: ${TYPED.message}`;

const postJson = (app: FastifyInstance, fromPage: string, ip = "203.0.113.77") =>
  app.inject({
    method: "POST",
    url: RELAY_PATH,
    remoteAddress: ip,
    headers: { "user-agent": CHROME, referer: `${SITE}${fromPage}`, "content-type": "application/json" },
    payload: { to: site.email, name: site.senderLabel, subject: TYPED.subject, body: contactBody(), elapsedMs: 9000 },
  });

const postForm = (app: FastifyInstance, fromPage: string, ip: string) =>
  app.inject({
    method: "POST",
    url: RELAY_PATH,
    remoteAddress: ip,
    headers: {
      "user-agent": IPHONE,
      referer: `${SITE}${fromPage}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({
      form: "requirement",
      page: fromPage,
      name: TYPED.name,
      email: TYPED.email,
      phone: "852987654321",
      service: "mobile-development",
      budget: "5000+",
      message: TYPED.message,
      website: "",
    }).toString(),
  });

async function rows(app: FastifyInstance, sql: string, params: unknown[] = []) {
  await app.measurement.flush();
  const db = await app.measurement.database();
  return db.query<Record<string, unknown>>(sql, params);
}

beforeAll(() => {
  fixture = makeClientFixture();
  addPages(fixture.clientDir);
});

afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
  fixture.cleanup();
});

describe.each([
  ["embedded", () => Promise.resolve(null)],
  ["postgres", () => startPostgres()],
] as const)("measurement with the %s database", (_kind, makeDatabase) => {
  let app: FastifyInstance;
  let postgres: TestPostgres | null;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await makeDatabase();
    dataDir = mkdtempSync(join(tmpdir(), "measure-data-"));
    app = await start({ ADMIN_PASSWORD, ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }) });
    await app.measurement.database(60_000);
  }, 90_000);

  afterAll(async () => {
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    const db = await app.measurement.database();
    await db.query("DELETE FROM pageviews");
    await db.query("DELETE FROM leads");
  });

  it("records a page view with its campaign, click id, referring host and device, and nothing else of the URL", async () => {
    expect(
      (await view(app, AD_LANDING, { referer: "https://www.google.com/search?q=hong+kong+agency" })).statusCode,
    ).toBe(200);
    expect((await view(app, "/about-us", { referer: `${SITE}${AD_LANDING}` })).statusCode).toBe(200);
    expect((await view(app, "/about-us", { referer: `${SITE}/about-us` })).statusCode).toBe(200);
    expect((await view(app, "/", { ua: IPHONE, ip: "198.51.100.9" })).statusCode).toBe(200);

    const views = await rows(app, "SELECT * FROM pageviews ORDER BY at, path");
    expect(views).toHaveLength(3);
    const landing = views.find((row) => row.path === "/web-development")!;
    expect(landing).toMatchObject({
      not_found: false,
      referrer_host: "google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-web",
      utm_term: "agency",
      utm_content: "ad1",
      click_id_type: "gclid",
      click_id: "Cj0KCQ-test_1",
      device: "desktop",
    });
    // A page of the site is no referrer; the same visitor keeps the same key; another visitor gets another.
    const about = views.find((row) => row.path === "/about-us")!;
    expect(about.referrer_host).toBeNull();
    // The same page again, by the same visitor from the same source: one row, two views.
    expect(about.views).toBe(2);
    expect(about.visitor).toBe(landing.visitor);
    const home = views.find((row) => row.path === "/")!;
    expect(home.device).toBe("phone");
    expect(home.visitor).not.toBe(landing.visitor);
    expect(JSON.stringify(views)).not.toContain("leak");
  });

  it("does not count bots, assets, HEAD, health checks, admin and editor paths, the relay or router data; counts the 404 page apart", async () => {
    await view(app, "/", { ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await view(app, "/", { ua: "curl/8.5.0" });
    await view(app, "/", { method: "HEAD" });
    await view(app, "/assets/app-abc123.js");
    await view(app, "/favicon.svg");
    await view(app, "/missing-script.js");
    await view(app, "/healthz");
    await view(app, "/admin");
    await view(app, "/admin/login");
    await view(app, "/keystatic");
    await view(app, "/keystatic/branch/main/collection/blogPosts");
    await view(app, RELAY_PATH);
    expect(
      (await view(app, "/john-smith-85291234567", { referer: "https://www.google.com/search?q=x" })).statusCode,
    ).toBe(404);
    // A client router's data requests: the site has no such files, since its pages are documents.
    for (const url of ["/blogs.data", "/_.data?_routes=root", "/gone-page.data", "/sitemap.xml.data"])
      expect((await view(app, url)).statusCode, url).toBe(404);
    await view(app, "/");
    await view(app, "/about-us", { referer: `${SITE}/` });
    expect((await view(app, "/gone-page")).statusCode).toBe(404);

    const views = await rows(
      app,
      "SELECT path, not_found, referrer_host, sum(views)::int AS views FROM pageviews GROUP BY 1, 2, 3 ORDER BY 1, 3",
    );
    // A mistyped address is never kept: a not-found view is a view of the not-found page, with its referring host.
    expect(views).toEqual([
      { path: "/", not_found: false, referrer_host: null, views: 1 },
      { path: "/404", not_found: true, referrer_host: "google.com", views: 1 },
      { path: "/404", not_found: true, referrer_host: null, views: 1 },
      { path: "/about-us", not_found: false, referrer_host: null, views: 1 },
    ]);
    expect(JSON.stringify(await rows(app, "SELECT * FROM pageviews"))).not.toMatch(/john|85291234567|gone-page/);
    // Nor as the page of a lead sent from it.
    expect((await postJson(app, "/john-smith-85291234567")).statusCode).toBe(200);
    const leads = await rows(app, "SELECT * FROM leads");
    expect(leads).toMatchObject([{ page: "(unknown)" }]);
    expect(JSON.stringify(leads)).not.toMatch(/john|85291234567/);
  });

  it("attributes a lead sent as JSON two pages after the ad's landing page to the ad's campaign and click id", async () => {
    await view(app, AD_LANDING, { referer: "https://www.google.com/" });
    await view(app, "/about-us", { referer: `${SITE}${AD_LANDING}` });
    await view(app, "/contact-us", { referer: `${SITE}/about-us` });
    expect((await postJson(app, "/contact-us")).statusCode).toBe(200);

    const leads = await rows(app, "SELECT * FROM leads");
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      form: "contact",
      page: "/contact-us",
      landing_path: "/web-development",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-web",
      click_id_type: "gclid",
      click_id: "Cj0KCQ-test_1",
      referrer_host: "google.com",
    });
    expect(String(leads[0]!.message_id)).toMatch(/^<[0-9a-z]{9}-[0-9a-f]{16}@/);
  });

  it("attributes a lead posted without JavaScript, on the landing page and two pages later, and marks it delivered", async () => {
    // Posted from the landing page itself: the post's Referer carries the campaign.
    await view(app, "/app-development?utm_source=newsletter&utm_medium=email&utm_campaign=nov", {
      ip: "192.0.2.10",
      ua: IPHONE,
    });
    const direct = await postForm(
      app,
      "/app-development?utm_source=newsletter&utm_medium=email&utm_campaign=nov",
      "192.0.2.10",
    );
    expect(direct.statusCode).toBe(303);
    // Two pages after the landing: the visitor's first page view of the day carries it.
    await view(app, AD_LANDING, { ip: "192.0.2.20", ua: IPHONE });
    await view(app, "/services", { ip: "192.0.2.20", ua: IPHONE });
    await view(app, "/app-development", { ip: "192.0.2.20", ua: IPHONE });
    const later = await postForm(app, "/app-development", "192.0.2.20");
    expect(later.statusCode).toBe(303);

    const leads = await waitFor("both leads delivered", async () => {
      const found = await rows(app, "SELECT * FROM leads ORDER BY at");
      return found.length === 2 && found.every((lead) => lead.state === "delivered") ? found : null;
    });
    expect(leads[0]).toMatchObject({
      form: "requirement",
      page: "/app-development",
      utm_campaign: "nov",
      utm_medium: "email",
      click_id: null,
    });
    expect(leads[1]).toMatchObject({
      form: "requirement",
      page: "/app-development",
      landing_path: "/web-development",
      utm_campaign: "spring-web",
      click_id: "Cj0KCQ-test_1",
    });
  });

  it("counts a lead once by its Message-ID, whatever is reported again, and keeps its last delivery state", async () => {
    await view(app, AD_LANDING);
    expect((await postJson(app, "/web-development")).statusCode).toBe(200);
    const [lead] = await waitFor("the lead delivered", async () => {
      const found = await rows(app, "SELECT message_id, state FROM leads");
      return found[0]?.state === "delivered" ? found : null;
    });
    const messageId = String(lead!.message_id);
    // A retry of the same acceptance and a redelivery after a restart report the same Message-ID again.
    const request = {
      ip: "203.0.113.77",
      headers: { "user-agent": CHROME, referer: `${SITE}/web-development` },
    } as never;
    const enquiry = { messageId, acceptedAt: Date.now() };
    app.measurement.lead(request, enquiry, "contact");
    app.measurement.settled(messageId, "delivered");
    app.measurement.lead(request, enquiry, "contact");
    app.measurement.settled(messageId, "delivered");

    const leads = await rows(app, "SELECT message_id, state FROM leads");
    expect(leads).toEqual([{ message_id: messageId, state: "delivered" }]);
  });

  it("deletes page views and leads older than the retention limit, and only those", async () => {
    const db: MeasurementDb = await app.measurement.database();
    const old = new Date(Date.now() - 396 * 86_400_000);
    const recent = new Date(Date.now() - 394 * 86_400_000);
    for (const at of [old, recent]) {
      await db.query("INSERT INTO pageviews (at, path, visitor, device) VALUES ($1, '/', 'k', 'desktop')", [at]);
      await db.query("INSERT INTO leads (message_id, at, form, page, visitor) VALUES ($1, $2, 'contact', '/', 'k')", [
        `<${at.getTime()}@x>`,
        at,
      ]);
    }
    expect(await app.measurement.applyRetention()).toEqual({ pageviews: 1, leads: 1 });
    const left = await db.query<{ at: Date }>("SELECT at FROM pageviews UNION ALL SELECT at FROM leads");
    expect(left.map((row) => new Date(row.at).getTime())).toEqual([recent.getTime(), recent.getTime()]);
    // The cut falls on a Hong Kong midnight: on 2026-11-27, 395 days back is 2025-10-28, which began at 16:00 UTC the day before.
    await db.query("DELETE FROM pageviews");
    for (const at of ["2025-10-27T15:59:59Z", "2025-10-27T16:00:00Z"])
      await db.query("INSERT INTO pageviews (at, path, visitor, device) VALUES ($1, '/', 'k', 'desktop')", [at]);
    expect(await app.measurement.applyRetention(Date.parse("2026-11-27T10:00:00Z"))).toMatchObject({ pageviews: 1 });
    const kept = await db.query<{ at: Date }>("SELECT at FROM pageviews");
    expect(kept.map((row) => new Date(row.at).toISOString())).toEqual(["2025-10-27T16:00:00.000Z"]);
  });

  it("keeps nothing a visitor typed, no client address and no user agent, in any table", async () => {
    await view(app, AD_LANDING, { referer: "https://www.google.com/" });
    expect((await postJson(app, "/web-development")).statusCode).toBe(200);
    expect((await postForm(app, "/web-development", "203.0.113.77")).statusCode).toBe(303);
    await waitFor("two leads", async () => (await rows(app, "SELECT 1 FROM leads")).length === 2);

    const tables = await rows(app, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.map((row) => row.tablename)).toEqual(expect.arrayContaining(["pageviews", "leads"]));
    let dump = "";
    for (const { tablename } of tables) dump += JSON.stringify(await rows(app, `SELECT * FROM "${String(tablename)}"`));
    expect(dump).toContain("spring-web");
    for (const secret of [
      ...Object.values(TYPED),
      "852987654321",
      "Zephyrine",
      "flamingo",
      "203.0.113.77",
      "203.0.113",
      CHROME,
      IPHONE,
      "Chrome/131",
      "iPhone OS",
    ]) {
      expect(dump, secret).not.toContain(secret);
    }
  });

  it("takes a lead's attribution from the visitor's campaign when the page it is sent from has only utm_term or utm_content", async () => {
    await view(app, AD_LANDING, { ip: "192.0.2.70" });
    await view(app, "/services?utm_term=agency&utm_content=ad2", { ip: "192.0.2.70" });
    expect((await postJson(app, "/web-development?utm_term=agency", "192.0.2.70")).statusCode).toBe(200);
    const leads = await rows(app, "SELECT landing_path, utm_campaign, utm_term, click_id FROM leads");
    expect(leads).toEqual([
      { landing_path: "/web-development", utm_campaign: "spring-web", utm_term: "agency", click_id: "Cj0KCQ-test_1" },
    ]);
    // The dashboard reads the same rule: the visitor came from the campaign, not from a term alone.
    const stats = await app.measurement.stats(7);
    expect(stats.campaigns).toEqual([
      { source: "google", medium: "cpc", campaign: "spring-web", visitors: 1, leads: 1 },
    ]);
  });

  it("counts each language's page views, not-found views and leads apart, and filters every figure by language", async () => {
    // A visitor from the ad reads the English landing page, then the Chinese pages, and sends the Chinese form.
    await view(app, AD_LANDING, { ip: "192.0.2.30", referer: "https://www.google.com/" });
    await view(app, "/zh-hk/", { ip: "192.0.2.30" });
    expect((await view(app, "/zh-hk/contact-us", { ip: "192.0.2.30" })).statusCode).toBe(200);
    expect((await postJson(app, "/zh-hk/contact-us", "192.0.2.30")).statusCode).toBe(200);
    // An English reader sends the English form without JavaScript.
    await view(app, "/contact-us", { ip: "192.0.2.31" });
    expect((await postForm(app, "/contact-us", "192.0.2.31")).statusCode).toBe(303);
    // Mistyped addresses: the not-found page of their language, never the address.
    expect((await view(app, "/zh-hk/chan-tai-man-98765432", { ip: "192.0.2.32" })).statusCode).toBe(404);
    expect((await view(app, "/zh-hk/gone-page", { ip: "192.0.2.32" })).statusCode).toBe(404);
    expect((await view(app, "/typo-page", { ip: "192.0.2.32" })).statusCode).toBe(404);

    const views = await rows(
      app,
      "SELECT path, not_found, language, sum(views)::int AS views FROM pageviews GROUP BY 1, 2, 3 ORDER BY 1",
    );
    expect(views).toEqual([
      { path: "/404", not_found: true, language: "en", views: 1 },
      { path: "/contact-us", not_found: false, language: "en", views: 1 },
      { path: "/web-development", not_found: false, language: "en", views: 1 },
      { path: "/zh-hk/", not_found: false, language: "zh-hk", views: 1 },
      { path: "/zh-hk/404", not_found: true, language: "zh-hk", views: 2 },
      { path: "/zh-hk/contact-us", not_found: false, language: "zh-hk", views: 1 },
    ]);
    expect(JSON.stringify(await rows(app, "SELECT * FROM pageviews"))).not.toMatch(/chan|98765432|gone-page|typo/);
    expect(await rows(app, "SELECT page, language FROM leads ORDER BY page")).toEqual([
      { page: "/contact-us", language: "en" },
      { page: "/zh-hk/contact-us", language: "zh-hk" },
    ]);

    const signedIn = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ password: ADMIN_PASSWORD }).toString(),
    });
    const cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
    const figures = async (query: string) => {
      const answer = await app.inject({ url: `/admin/stats.json?days=30${query}`, headers: { cookie } });
      expect(answer.statusCode, query).toBe(200);
      return answer.json() as Record<string, unknown>;
    };

    const every = await figures("");
    expect(every).toMatchObject({ visitors: 2, pageviews: 4, leads: 2 });
    // The visitor who read both languages is a visitor of each.
    expect(every.languages).toEqual([
      { language: "en", visitors: 2, pageviews: 2, leads: 1 },
      { language: "zh-hk", visitors: 1, pageviews: 2, leads: 1 },
    ]);

    const chinese = await figures("&lang=zh-hk");
    expect(chinese).toMatchObject({ visitors: 1, pageviews: 2, leads: 1 });
    expect(chinese.pages).toEqual([
      { path: "/zh-hk/contact-us", visitors: 1, pageviews: 1, leads: 1 },
      { path: "/zh-hk/", visitors: 1, pageviews: 1, leads: 0 },
    ]);
    // The ad that brought the visitor to an English page brought the Chinese reader and the Chinese lead.
    expect(chinese.campaigns).toEqual([
      { source: "google", medium: "cpc", campaign: "spring-web", visitors: 1, leads: 1 },
    ]);
    expect(chinese.referrers).toEqual([{ host: "google.com", visitors: 1, leads: 1 }]);
    expect((chinese.days as unknown[]).at(-1)).toMatchObject({ visitors: 1, leads: 1 });
    expect(chinese.languages).toEqual([{ language: "zh-hk", visitors: 1, pageviews: 2, leads: 1 }]);

    const english = await figures("&lang=en");
    expect(english).toMatchObject({
      visitors: 2,
      pageviews: 2,
      leads: 1,
      languages: [{ language: "en", visitors: 2, pageviews: 2, leads: 1 }],
    });
    expect((english.pages as { path: string }[]).map((page) => page.path).sort()).toEqual([
      "/contact-us",
      "/web-development",
    ]);
    expect(english.campaigns).toContainEqual({
      source: "google",
      medium: "cpc",
      campaign: "spring-web",
      visitors: 1,
      leads: 0,
    });

    for (const bad of ["fr", "ZH-HK", "zh-HK", "en&lang=zh-hk"]) {
      const refused = await app.inject({ url: `/admin/stats.json?days=30&lang=${bad}`, headers: { cookie } });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json(), bad).toEqual({ error: "lang must be one of en, zh-hk, or left out for every language." });
    }

    // The dashboard: the language table, and links that keep the period while choosing the language and back.
    const page = (await app.inject({ url: "/admin?period=30d&lang=zh-hk", headers: { cookie } })).body.replace(
      /<wbr\/?>/g,
      "",
    );
    expect(page).toContain('<h2 id="languages-title">Languages</h2>');
    expect(page).toContain(
      '<th scope="row">Chinese (Hong Kong)</th><td class="num">1</td><td class="num">2</td><td class="num">1</td><td class="num">100.0%</td>',
    );
    expect(page).not.toContain('<th scope="row">English</th>');
    expect(page).toContain('<a href="/admin?period=30d&amp;lang=zh-hk" aria-current="page">Chinese (Hong Kong)</a>');
    expect(page).toContain('<a href="/admin?period=30d">All languages</a>');
    expect(page).toContain('<a href="/admin?period=7d&amp;lang=zh-hk">7 days</a>');
    expect(page).toContain('href="/admin/stats.json?days=30&amp;lang=zh-hk"');
    expect(page).toContain("2 views of the not-found page");
    expect(page).not.toContain("<script");
    const all = (await app.inject({ url: "/admin?period=30d", headers: { cookie } })).body;
    expect(all).toContain(
      '<th scope="row">English</th><td class="num">2</td><td class="num">2</td><td class="num">1</td><td class="num">50.0%</td>',
    );
    expect(all).toContain('<a href="/admin?period=30d" aria-current="page">All languages</a>');
  });

  it("keeps only click ids of their network's characters and length, and neutralises a formula in the conversions CSV", async () => {
    await view(app, "/web-development?gclid=-A1", { ip: "192.0.2.80" });
    await view(app, `/web-development?gclid=${encodeURIComponent('=HYPERLINK("http://evil.example","x")')}`, {
      ip: "192.0.2.81",
    });
    await view(app, `/web-development?gclid=${"a".repeat(201)}`, { ip: "192.0.2.82" });
    await view(app, "/web-development?msclkid=not-a-guid", { ip: "192.0.2.83" });
    await view(app, "/web-development?msclkid=0123456789abcdef0123456789ABCDEF", { ip: "192.0.2.84" });
    await view(app, "/web-development?fbclid=IwAR3_x-Y.z", { ip: "192.0.2.85" });
    const views = await rows(app, "SELECT click_id_type, click_id FROM pageviews ORDER BY at");
    expect(views).toEqual([
      { click_id_type: "gclid", click_id: "-A1" },
      { click_id_type: null, click_id: null },
      { click_id_type: null, click_id: null },
      { click_id_type: null, click_id: null },
      { click_id_type: "msclkid", click_id: "0123456789abcdef0123456789ABCDEF" },
      { click_id_type: null, click_id: null },
    ]);
    expect((await postJson(app, "/web-development", "192.0.2.80")).statusCode).toBe(200);
    await app.measurement.flush();
    const csv = await app.measurement.conversions(1);
    expect(csv.split("\r\n")[1]).toMatch(/^"'-A1",Enquiry,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+08:00,,$/);
  });

  if (_kind === "postgres") {
    it("leaves the visitor salt out of the backup docs/deploy.md gives, which still restores the figures' tables", async () => {
      // The document's command names the user and the database `site` (compose.yaml): an instance of its own uses them.
      const admin = new pg.Client({ connectionString: postgres!.url });
      await admin.connect();
      await admin.query("CREATE ROLE site LOGIN");
      await admin.query("CREATE DATABASE site OWNER site");
      await admin.end();
      const url = new URL(postgres!.url);
      url.username = "site";
      url.pathname = "/site";
      const instance = await start({ DATABASE_URL: url.href });
      await instance.measurement.database(30_000);
      await view(instance, AD_LANDING, { ip: "192.0.2.90" });
      const salts = await rows(instance, "SELECT salt FROM visitor_salt");
      expect(salts.length).toBeGreaterThan(0);
      const dump = runDocumentedBackup(postgres!.url);
      await instance.close();
      expect(dump).toContain("CREATE UNLOGGED TABLE public.visitor_salt");
      expect(dump).toMatch(/COPY public\.pageviews /);
      for (const { salt } of salts) expect(dump).not.toContain(String(salt));
    });

    it("shares one Postgres between two instances: both migrate at once, one visitor is one visitor, a lead on one is attributed to a landing on the other", async () => {
      const database = await startPostgres();
      try {
        const [first, second] = await Promise.all([
          start({ DATABASE_URL: database.url }),
          start({ DATABASE_URL: database.url }),
        ]);
        await Promise.all([first!.measurement.database(30_000), second!.measurement.database(30_000)]);
        await view(first!, AD_LANDING);
        await first!.measurement.flush();
        await view(second!, "/contact-us");
        expect((await postJson(second!, "/contact-us")).statusCode).toBe(200);
        const views = await rows(second!, "SELECT visitor FROM pageviews");
        expect(views).toHaveLength(2);
        expect(views[0]!.visitor).toBe(views[1]!.visitor);
        const leads = await rows(second!, "SELECT utm_campaign, click_id, landing_path FROM leads");
        expect(leads).toEqual([
          { utm_campaign: "spring-web", click_id: "Cj0KCQ-test_1", landing_path: "/web-development" },
        ]);
        const migrations = await rows(first!, "SELECT version FROM measurement_migrations");
        expect(migrations).toEqual(MIGRATIONS.map((_, index) => ({ version: index + 1 })));
        await first!.close();
        await second!.close();
      } finally {
        await database.destroy();
      }
    }, 60_000);

    it("serves every page and accepts and delivers every enquiry while the database is stopped, and records again once it is back", async () => {
      await view(app, "/");
      expect(await rows(app, "SELECT 1 FROM pageviews")).toHaveLength(1);
      const readiness = async () => {
        const answer = await app.inject("/readyz");
        return {
          status: answer.statusCode,
          body: answer.body,
          database: (answer.json() as { checks: Record<string, string> }).checks.database,
        };
      };
      expect(await readiness()).toMatchObject({ status: 200, database: "ok" });
      await postgres!.stop();
      // Out of the load balancer while the database is down (contract: "the database reachable when configured").
      const refused = await waitFor("/readyz to answer 503", async () => {
        const answer = await readiness();
        return answer.status === 503 ? answer : null;
      });
      expect(refused.database).toMatch(/^the database \(DATABASE_URL\) is not reachable/);
      const port = new URL(postgres!.url).port;
      for (const secret of ["postgres://", "127.0.0.1", port, "postgres@"])
        expect(refused.body, secret).not.toContain(secret);
      const dropLinesBefore = measurementLines("measurement: events dropped").length;
      const outbox = join(fixture.root, "outbox");
      const before = readdirSync(outbox).length;
      for (let n = 0; n < 20; n++) expect((await view(app, n % 2 ? "/about-us" : AD_LANDING)).statusCode).toBe(200);
      for (let n = 0; n < 3; n++) expect((await postJson(app, "/web-development")).statusCode).toBe(200);
      await app.measurement.flush();
      await waitFor("3 enquiries delivered to the outbox", () => readdirSync(outbox).length >= before + 3);
      // 20 page views, 3 leads and their states lost: one line says so, not one per event or batch.
      expect(measurementLines("measurement: events dropped").length - dropLinesBefore).toBe(1);

      await postgres!.start();
      await view(app, "/services");
      await waitFor(
        "the page view after the restart recorded",
        async () => {
          try {
            return (await rows(app, "SELECT path FROM pageviews WHERE path = '/services'")).length === 1;
          } catch {
            return false;
          }
        },
        20_000,
      );
      expect(measurementLines("measurement: recording again").length).toBeGreaterThanOrEqual(1);
      await waitFor("/readyz to answer 200 again", async () => (await readiness()).status === 200);
    }, 60_000);

    it("prints the summary with npm run stats against DATABASE_URL, while the server runs", async () => {
      await view(app, AD_LANDING, { ip: "192.0.2.99" });
      await app.measurement.flush();
      const lines: string[] = [];
      expect(await runStatsCommand(["--days", "7"], { DATABASE_URL: postgres!.url }, (line) => lines.push(line))).toBe(
        0,
      );
      const text = lines.join("\n");
      expect(text).toMatch(
        /^Last 7 days: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(Asia\/Hong_Kong\), from Postgres at 127\.0\.0\.1:\d+\/postgres/,
      );
      expect(text).toMatch(/Visitors +1\n/);
      expect(text).toMatch(/\/web-development +1 +0/);
      expect(text).toMatch(/spring-web · google \/ cpc +1 +0/);
    });
  }

  // Last in this block: they move the clock years ahead, and the salts of the days before stay forgotten.
  describe("across the agency's midnight (Hong Kong, UTC+8)", () => {
    const at = (iso: string) => vi.setSystemTime(new Date(iso));
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("keeps a visit that goes on past local midnight one visitor, and a visitor at breakfast the same one", async () => {
      at("2030-03-24T15:50:00Z"); // 23:50 on the 24th in Hong Kong
      await view(app, AD_LANDING, { ip: "192.0.2.50" });
      await app.measurement.flush();
      at("2030-03-24T16:10:00Z"); // 00:10 on the 25th: a new salt, the same visit
      await view(app, "/about-us", { ip: "192.0.2.50" });
      await app.measurement.flush();
      at("2030-03-24T16:35:00Z"); // 00:35: still the same visit
      await view(app, "/services", { ip: "192.0.2.50" });
      await app.measurement.flush();
      at("2030-03-24T23:50:00Z"); // 07:50, then 08:10 (midnight UTC): nothing changes at breakfast
      await view(app, "/", { ip: "192.0.2.51" });
      await app.measurement.flush();
      at("2030-03-25T00:10:00Z");
      await view(app, "/about-us", { ip: "192.0.2.51" });
      await app.measurement.flush();
      at("2030-03-25T12:00:00Z"); // 20:00 on the 25th: the first visitor again, hours after the visit ended
      await view(app, "/", { ip: "192.0.2.50" });

      const views = await rows(app, "SELECT path, visitor FROM pageviews ORDER BY at");
      const [evening, afterMidnight, later, breakfast, afterBreakfast, nextEvening] = views.map((row) => row.visitor);
      expect(afterMidnight).toBe(evening);
      expect(later).toBe(evening);
      expect(afterBreakfast).toBe(breakfast);
      expect(breakfast).not.toBe(evening);
      expect(nextEvening).not.toBe(evening);

      const stats = await app.measurement.stats(2);
      expect(stats).toMatchObject({ from: "2030-03-24", to: "2030-03-25", visitors: 3, pageviews: 6 });
      expect(stats.days).toEqual([
        { date: "2030-03-24", visitors: 1, leads: 0 },
        { date: "2030-03-25", visitors: 3, leads: 0 },
      ]);
    });

    it("attributes a lead in the morning to the ad clicked the evening before, and not one two days later", async () => {
      at("2030-03-24T13:00:00Z"); // 21:00 on the 24th
      await view(app, AD_LANDING, { ip: "192.0.2.60", referer: "https://www.google.com/" });
      await app.measurement.flush();
      at("2030-03-25T01:00:00Z"); // 09:00 on the 25th
      await view(app, "/contact-us", { ip: "192.0.2.60" });
      expect((await postJson(app, "/contact-us", "192.0.2.60")).statusCode).toBe(200);
      await app.measurement.flush();
      at("2030-03-26T01:00:00Z"); // 09:00 on the 26th: the click was two days ago
      await view(app, "/contact-us", { ip: "192.0.2.60" });
      expect((await postJson(app, "/contact-us", "192.0.2.60")).statusCode).toBe(200);

      const leads = await rows(
        app,
        "SELECT landing_path, utm_campaign, click_id, referrer_host FROM leads ORDER BY at",
      );
      expect(leads).toEqual([
        {
          landing_path: "/web-development",
          utm_campaign: "spring-web",
          click_id: "Cj0KCQ-test_1",
          referrer_host: "google.com",
        },
        { landing_path: "/contact-us", utm_campaign: null, click_id: null, referrer_host: null },
      ]);
      const csv = await app.measurement.conversions(3);
      expect(csv.split("\r\n")[1]).toBe("Cj0KCQ-test_1,Enquiry,2030-03-25 09:00:00+08:00,,");
    });
  });
});
