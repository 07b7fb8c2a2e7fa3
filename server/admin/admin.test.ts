/**
 * The owner's dashboard: absent without ADMIN_PASSWORD, a password too short stops the start, login in constant time
 * with 5 failures per address per 15 minutes and then 429, the session cookie's attributes, what a request without a
 * session gets, and the figures as JSON and the ad conversions as CSV, after a real ad visit and enquiry.
 */
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { RELAY_PATH } from "../../shared/relay-contract";
import { ConfigError } from "../config";
import { testConfig } from "../testing/fixture";
import { useTestServer } from "../testing/test-server";
import { CONVERSIONS_HEADER } from "../measurement/queries";

const PASSWORD = "correct horse battery";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const server = useTestServer({ scope: "file", env: (fixture) => ({ DATA_DIR: join(fixture.root, "data") }) });
let app: FastifyInstance;
let bare: FastifyInstance;

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
  app = await server.start({ ADMIN_PASSWORD: PASSWORD });
  bare = await server.start({ SPOOL_DIR: join(server.fixture.root, "spool-bare") });
  await app.measurement.database(60_000);
}, 90_000);

describe("the admin dashboard", () => {
  it("does not exist without ADMIN_PASSWORD: every /admin path answers 404", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/stats.json", "/admin/conversions.csv", "/admin/admin.css"]) {
      expect((await bare.inject({ url })).statusCode, url).toBe(404);
    }
    expect(
      (
        await bare.inject({
          method: "POST",
          url: "/admin/login",
          payload: "password=x",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).statusCode,
    ).toBe(404);
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
    expect(res.body).toMatch(/<form (?=[^>]*\bmethod="post")(?=[^>]*\baction="\/admin\/login")[^>]*>/);
    expect(res.body).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(res.body).toContain(`<title>Sign in · ${site.brand}</title>`);
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

  it("counts an IPv6 /64 as one client behind a trusted proxy, and stops all addresses together after 50 failures", async () => {
    const proxied = await server.start({
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: "127.0.0.1",
      SPOOL_DIR: join(server.fixture.root, "spool-proxied"),
    });
    const { lines } = server.log;
    const attempt = (client: string, password = "wrong password!") =>
      proxied.inject({
        method: "POST",
        url: "/admin/login",
        remoteAddress: "127.0.0.1",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
        payload: new URLSearchParams({ password }).toString(),
      });
    try {
      // Twenty addresses of one /64: the sixth guess is refused.
      const statuses = [];
      for (let n = 1; n <= 20; n++) statuses.push((await attempt(`2001:db8:77:1::${n.toString(16)}`)).statusCode);
      expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
      // Another /64 and an IPv4 address are their own clients.
      expect((await attempt("2001:db8:77:2::1")).statusCode).toBe(401);

      // Spread over many addresses: 50 failures in all (6 so far), then every login is refused, the right one too.
      for (let n = 1; n <= 44; n++) expect((await attempt(`192.0.2.${n}`)).statusCode).toBe(401);
      const refused = await attempt("198.51.100.250", PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(800);
      expect(refused.headers["set-cookie"]).toBeUndefined();
      const ceiling = lines.filter(
        (line) => (line.admin as { outcome?: string } | undefined)?.outcome === "login-ceiling",
      );
      expect(ceiling).toHaveLength(1);
      expect(ceiling[0]!.msg).toMatch(/50 failed logins from all addresses within 15 minutes/);
    } finally {
      await proxied.close();
    }
  });

  it("signs in with a session cookie that is HttpOnly, SameSite=Strict, Path=/admin, 7 days, Secure over HTTPS; signs out", async () => {
    const res = await login(PASSWORD, "198.51.100.9");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/admin");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^hl_admin=[^;]+; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=604800$/);

    const https = await server.start({
      ADMIN_PASSWORD: PASSWORD,
      SITE_URL: "https://harbourline.example",
      SPOOL_DIR: join(server.fixture.root, "spool-https"),
      DATA_DIR: join(server.fixture.root, "data-https"),
    });
    try {
      const secure = await https.inject({
        method: "POST",
        url: "/admin/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `password=${encodeURIComponent(PASSWORD)}`,
      });
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
    expect(
      (
        await app.inject({
          url: landing,
          remoteAddress: "203.0.113.5",
          headers: { ...headers, referer: "https://www.google.com/" },
        })
      ).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: "/about-us", remoteAddress: "203.0.113.5", headers })).statusCode).toBe(200);
    const sent = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      remoteAddress: "203.0.113.5",
      headers: { ...headers, referer: "http://localhost:3000/about-us" },
      payload: {
        to: site.email,
        name: site.senderLabel,
        subject: "Hello",
        body: "Name: A\nMessage: B",
        elapsedMs: 9000,
      },
    });
    expect(sent.statusCode).toBe(200);
    await app.measurement.flush();

    const { cookie } = await session();
    const stats = await app.inject({ url: "/admin/stats.json?days=7", headers: { cookie } });
    expect(stats.statusCode).toBe(200);
    expect(stats.headers["cache-control"]).toBe("no-store");
    const body = stats.json();
    expect(Object.keys(body)).toEqual([
      "from",
      "to",
      "visitors",
      "pageviews",
      "leads",
      "pages",
      "campaigns",
      "referrers",
      "days",
      "languages",
      "held",
      "forms",
      "refusals",
      "vitals",
    ]);
    expect(body).toMatchObject({ visitors: 1, pageviews: 2, leads: 1 });
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({ date: body.to, visitors: 1, leads: 1 });
    expect(body.campaigns).toContainEqual({
      source: "google",
      medium: "cpc",
      campaign: "harbour-ads",
      visitors: 1,
      leads: 1,
    });
    expect(body.referrers).toContainEqual({ host: "google.com", visitors: 1, leads: 1 });
    expect(body.pages).toContainEqual({ path: "/about-us", visitors: 1, pageviews: 1, leads: 1 });
    expect(body.languages).toEqual([
      { language: "en", visitors: 1, pageviews: 2, leads: 1 },
      { language: "zh-hk", visitors: 0, pageviews: 0, leads: 0 },
    ]);

    const csv = await app.inject({ url: "/admin/conversions.csv?days=7", headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(CONVERSIONS_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^TeSt-GcLiD_42,Enquiry,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+08:00,,$/);

    const page = await app.inject({ url: "/admin?period=7d", headers: { cookie } });
    expect(page.body.replace(/<wbr\/?>/g, "")).toContain('<th scope="row">harbour-ads</th><td>google / cpc</td>');
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
      // Each request's check of its session (revocations.ts) is no figure.
      if (!text.includes("admin_revoked_sessions")) queries += 1;
      return query(text, params);
    }) as typeof db.query;
    try {
      expect((await app.inject({ url: "/admin/stats.json?days=5", headers: { cookie } })).statusCode).toBe(200);
      const once = queries;
      expect(once).toBeGreaterThan(0);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => app.inject({ url: "/admin/stats.json?days=6", headers: { cookie } })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
      await Promise.all(
        Array.from({ length: 20 }, () => app.inject({ url: "/admin/stats.json?days=6", headers: { cookie } })),
      );
      expect(queries).toBe(2 * once);
    } finally {
      db.query = query;
    }
  });

  it("escapes what visitors put in their URLs", async () => {
    await app.inject({
      url: "/?utm_campaign=%3Cscript%3Ealert(1)%3C/script%3E",
      remoteAddress: "203.0.113.66",
      headers: { "user-agent": CHROME },
    });
    await app.measurement.flush();
    const { cookie } = await session();
    const page = await app.inject({ url: "/admin?period=today", headers: { cookie } });
    expect(page.body).not.toContain("<script>");
    expect(page.body.replace(/<wbr\/?>/g, "")).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
