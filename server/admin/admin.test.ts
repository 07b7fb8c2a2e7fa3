/**
 * The owner's dashboard: absent without ADMIN_PASSWORD, a password too short stops the start, login in constant time
 * with 5 failures per address per 15 minutes and then 429, the session cookie's attributes, what a request without a
 * session gets, and the figures as JSON and the ad conversions as CSV, after a real ad visit and enquiry.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { RELAY_PATH } from "../../shared/relay-contract";
import { buildServer } from "../app";
import { ConfigError } from "../config";
import { makeClientFixture, testConfig, type ClientFixture } from "../testing/fixture";
import { CONVERSIONS_HEADER } from "../measurement/queries";

const PASSWORD = "correct horse battery";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let fixture: ClientFixture;
let dataDir: string;
let app: FastifyInstance;
let bare: FastifyInstance;

async function build(env: NodeJS.ProcessEnv) {
  const server = await buildServer({
    config: testConfig({ SPOOL_DIR: join(fixture.root, "spool"), OUTBOX_DIR: join(fixture.root, "outbox"), DATA_DIR: dataDir, ...env }),
    clientDir: fixture.clientDir,
    logger: false,
    shutdownGraceMs: 300,
  });
  await server.ready();
  return server;
}

const login = (password: string, ip = "198.51.100.1") =>
  app.inject({
    method: "POST",
    url: "/admin/login",
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ password }).toString(),
  });

async function session() {
  const res = await login(PASSWORD, "198.51.100.200");
  expect(res.statusCode).toBe(303);
  const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
  return { cookie };
}

beforeAll(async () => {
  fixture = makeClientFixture();
  dataDir = mkdtempSync(join(tmpdir(), "admin-data-"));
  app = await build({ ADMIN_PASSWORD: PASSWORD });
  bare = await build({ SPOOL_DIR: join(fixture.root, "spool-bare") });
  await app.measurement.database(60_000);
}, 90_000);

afterAll(async () => {
  await app?.close();
  await bare?.close();
  fixture.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the admin dashboard", () => {
  it("does not exist without ADMIN_PASSWORD: every /admin path answers 404", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/stats.json", "/admin/conversions.csv", "/admin/admin.css"]) {
      expect((await bare.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await bare.inject({ method: "POST", url: "/admin/login", payload: "password=x", headers: { "content-type": "application/x-www-form-urlencoded" } })).statusCode).toBe(404);
  });

  it("refuses to start with a password under 12 characters, naming the variable and never the value", () => {
    expect(() => testConfig({ ADMIN_PASSWORD: "short-pass1" })).toThrow(ConfigError);
    try {
      testConfig({ ADMIN_PASSWORD: "short-pass1" });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid ADMIN_PASSWORD: shorter than 12 characters/);
      expect((error as Error).message).not.toContain("short-pass1");
    }
  });

  it("sends a request without a session to the login page (HTML) or answers 401 (JSON and CSV)", async () => {
    const page = await app.inject({ url: "/admin" });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/admin/login");
    for (const url of ["/admin/stats.json?days=7", "/admin/conversions.csv?days=7"]) {
      const res = await app.inject({ url, headers: { cookie: "hl_admin=1999999999999.abc.forged" } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("serves the login form as plain HTML, noindex, no-store, under a CSP that allows no script", async () => {
    const res = await app.inject({ url: "/admin/login" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["content-security-policy"]).not.toContain("script-src");
    expect(res.body).toContain('<form method="post" action="/admin/login">');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain("<script");
  });

  it("refuses a wrong password, then after 5 failures answers 429 to that address even with the right one", async () => {
    for (let n = 0; n < 5; n++) {
      const res = await login("wrong password!", "198.51.100.7");
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain("That password is not right.");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    const limited = await login(PASSWORD, "198.51.100.7");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    expect(limited.headers["set-cookie"]).toBeUndefined();
    // Another address is not affected.
    expect((await login(PASSWORD, "198.51.100.8")).statusCode).toBe(303);
  });

  it("signs in with a session cookie that is HttpOnly, SameSite=Strict, Path=/admin, 7 days, Secure over HTTPS; signs out", async () => {
    const res = await login(PASSWORD, "198.51.100.9");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/admin");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^hl_admin=[^;]+; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=604800$/);

    const https = await buildServer({
      config: testConfig({ ADMIN_PASSWORD: PASSWORD, SITE_URL: "https://harbourline.example", SPOOL_DIR: join(fixture.root, "spool-https") }),
      clientDir: fixture.clientDir,
      logger: false,
    });
    try {
      const secure = await https.inject({ method: "POST", url: "/admin/login", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `password=${encodeURIComponent(PASSWORD)}` });
      expect(String(secure.headers["set-cookie"])).toMatch(/; Secure$/);
    } finally {
      await https.close();
    }

    const dashboard = await app.inject({ url: "/admin", headers: { cookie: cookie.split(";")[0] } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers["cache-control"]).toBe("no-store");
    expect(dashboard.body).toContain("<h1>Dashboard</h1>");

    const out = await app.inject({ method: "POST", url: "/admin/logout", headers: { cookie: cookie.split(";")[0] } });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/admin/login");
    expect(String(out.headers["set-cookie"])).toMatch(/^hl_admin=; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=0/);
  });

  it("shows an ad visit and its enquiry in the figures, the JSON and the conversions CSV", async () => {
    const landing = "/?utm_source=google&utm_medium=cpc&utm_campaign=harbour-ads&gclid=TeSt-GcLiD_42";
    const headers = { "user-agent": CHROME };
    expect((await app.inject({ url: landing, remoteAddress: "203.0.113.5", headers: { ...headers, referer: "https://www.google.com/" } })).statusCode).toBe(200);
    expect((await app.inject({ url: "/about-us", remoteAddress: "203.0.113.5", headers })).statusCode).toBe(200);
    const sent = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      remoteAddress: "203.0.113.5",
      headers: { ...headers, referer: "http://localhost:3000/about-us" },
      payload: { to: site.email, name: site.senderLabel, subject: "Hello", body: "Name: A\nMessage: B", elapsedMs: 9000 },
    });
    expect(sent.statusCode).toBe(200);
    await app.measurement.flush();

    const { cookie } = await session();
    const stats = await app.inject({ url: "/admin/stats.json?days=7", headers: { cookie } });
    expect(stats.statusCode).toBe(200);
    expect(stats.headers["cache-control"]).toBe("no-store");
    const body = stats.json();
    expect(Object.keys(body)).toEqual(["from", "to", "visitors", "pageviews", "leads", "pages", "campaigns", "referrers", "days"]);
    expect(body).toMatchObject({ visitors: 1, pageviews: 2, leads: 1 });
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({ date: body.to, visitors: 1, leads: 1 });
    expect(body.campaigns).toContainEqual({ source: "google", medium: "cpc", campaign: "harbour-ads", visitors: 1, leads: 1 });
    expect(body.referrers).toContainEqual({ host: "google.com", visitors: 1, leads: 1 });
    expect(body.pages).toContainEqual({ path: "/about-us", visitors: 1, pageviews: 1, leads: 1 });

    const csv = await app.inject({ url: "/admin/conversions.csv?days=7", headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(CONVERSIONS_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^TeSt-GcLiD_42,Enquiry,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+08:00,,$/);

    const page = await app.inject({ url: "/admin?period=7d", headers: { cookie } });
    expect(page.body.replaceAll("<wbr>", "")).toContain("<th scope=\"row\">harbour-ads</th><td>google / cpc</td>");
    expect(page.body).toContain('aria-current="page">7 days');
    expect(page.body).toMatch(/<svg [^>]*role="img"/);

    expect((await app.inject({ url: "/admin/stats.json?days=0", headers: { cookie } })).statusCode).toBe(400);
    expect((await app.inject({ url: "/admin/stats.json?days=abc", headers: { cookie } })).statusCode).toBe(400);
  });

  it("computes the figures at most once in a few seconds, however many requests ask for them", async () => {
    const { cookie } = await session();
    const db = await app.measurement.database();
    const query = db.query.bind(db);
    let queries = 0;
    db.query = ((text: string, params?: readonly unknown[]) => {
      queries += 1;
      return query(text, params);
    }) as typeof db.query;
    try {
      expect((await app.inject({ url: "/admin/stats.json?days=5", headers: { cookie } })).statusCode).toBe(200);
      const once = queries;
      expect(once).toBeGreaterThan(0);
      const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: "/admin/stats.json?days=6", headers: { cookie } })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
      await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: "/admin/stats.json?days=6", headers: { cookie } })));
      expect(queries).toBe(2 * once);
    } finally {
      db.query = query;
    }
  });

  it("escapes what visitors put in their URLs", async () => {
    await app.inject({ url: "/?utm_campaign=%3Cscript%3Ealert(1)%3C/script%3E", remoteAddress: "203.0.113.66", headers: { "user-agent": CHROME } });
    await app.measurement.flush();
    const { cookie } = await session();
    const page = await app.inject({ url: "/admin?period=today", headers: { cookie } });
    expect(page.body).not.toContain("<script>");
    expect(page.body.replaceAll("<wbr>", "")).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
