/**
 * Signing out ends the session on the server: the old cookie is refused afterwards by this instance, by the same
 * instance after a restart (the embedded database in DATA_DIR), and by another instance sharing DATABASE_URL (a real
 * PostgreSQL). Also: only the dashboard's own pages may POST to it (Origin and Sec-Fetch-Site).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import { makeClientFixture, testConfig, type ClientFixture } from "../testing/fixture";
import { startPostgres } from "../testing/postgres";

const PASSWORD = "correct horse battery";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

let fixture: ClientFixture;
let dataDir: string;

async function build(env: NodeJS.ProcessEnv = {}) {
  const server = await buildServer({
    config: testConfig({ ADMIN_PASSWORD: PASSWORD, SPOOL_DIR: join(fixture.root, "spool"), DATA_DIR: dataDir, ...env }),
    clientDir: fixture.clientDir,
    logger: false,
    shutdownGraceMs: 300,
  });
  await server.ready();
  await server.measurement.database(60_000);
  return server;
}

async function signIn(server: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await server.inject({
    method: "POST",
    url: "/admin/login",
    headers: { ...FORM, ...headers },
    payload: `password=${encodeURIComponent(PASSWORD)}`,
  });
  expect(res.statusCode).toBe(303);
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

const stats = async (server: FastifyInstance, cookie: string) =>
  (await server.inject({ url: "/admin/stats.json?days=1", headers: { cookie } })).statusCode;
const signOut = (server: FastifyInstance, cookie: string) =>
  server.inject({ method: "POST", url: "/admin/logout", headers: { cookie } });

beforeAll(() => {
  fixture = makeClientFixture();
  dataDir = mkdtempSync(join(tmpdir(), "admin-revocations-"));
});

afterAll(() => {
  fixture.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("signing out", { timeout: 120_000 }, () => {
  it("ends the session on the server, and it stays ended after a restart (embedded database)", async () => {
    let server = await build();
    const ended = await signIn(server);
    const kept = await signIn(server);
    expect(await stats(server, ended)).toBe(200);
    expect((await signOut(server, ended)).statusCode).toBe(303);
    expect(await stats(server, ended)).toBe(401);
    expect((await server.inject({ url: "/admin", headers: { cookie: ended } })).headers.location).toBe("/admin/login");
    expect(await stats(server, kept)).toBe(200);
    await server.close();

    server = await build();
    try {
      expect(await stats(server, ended)).toBe(401);
      expect(await stats(server, kept)).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("ends the session on every instance that shares DATABASE_URL (PostgreSQL)", async () => {
    const database = await startPostgres();
    try {
      const [first, second] = [
        await build({ DATABASE_URL: database.url }),
        await build({ DATABASE_URL: database.url }),
      ];
      try {
        const cookie = await signIn(first);
        expect(await stats(second, cookie)).toBe(200);
        await signOut(first, cookie);
        expect(await stats(second, cookie)).toBe(401);
        expect(await stats(first, cookie)).toBe(401);
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      await database.destroy();
    }
  });
});

describe("a session whose sign-out cannot be checked", { timeout: 60_000 }, () => {
  it("gets 503 while the database does not answer: the dashboard without figures or queue, never a redirect loop", async () => {
    const server = await buildServer({
      config: testConfig({
        ADMIN_PASSWORD: PASSWORD,
        SPOOL_DIR: join(fixture.root, "spool-down"),
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      }),
      clientDir: fixture.clientDir,
      logger: false,
      shutdownGraceMs: 300,
    });
    try {
      const cookie = await signIn(server);
      expect(await stats(server, cookie)).toBe(503);
      const page = await server.inject({ url: "/admin", headers: { cookie } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain("<h1>Dashboard</h1>");
      expect(page.body).toContain("The delivery queue cannot be read right now.");
      expect(page.body).not.toContain("Dead letters");
      expect((await server.inject({ url: "/admin/login", headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("admin POSTs from another site", { timeout: 120_000 }, () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await build({ SITE_URL: "https://harbourline.example" });
  });
  afterAll(async () => {
    await server?.close();
  });

  // What a browser says of where the POST came from, and the answer.
  const cases: Array<{ name: string; headers: Record<string, string>; status: number }> = [
    {
      name: "same origin (Sec-Fetch-Site)",
      headers: { "sec-fetch-site": "same-origin", origin: "https://harbourline.example" },
      status: 303,
    },
    {
      name: "a cross-site form",
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      status: 403,
    },
    {
      name: "a sibling subdomain",
      headers: { "sec-fetch-site": "same-site", origin: "https://blog.harbourline.example" },
      status: 403,
    },
    { name: "another Origin, without Sec-Fetch-Site", headers: { origin: "https://evil.example" }, status: 403 },
    { name: "Origin null (a sandboxed frame)", headers: { origin: "null" }, status: 403 },
    {
      name: "SITE_URL's origin, without Sec-Fetch-Site",
      headers: { origin: "https://harbourline.example" },
      status: 303,
    },
    {
      name: "the Host's own origin (behind a proxy)",
      headers: { origin: "http://localhost:80", host: "localhost:80" },
      status: 303,
    },
    { name: "neither header (curl)", headers: {}, status: 303 },
  ];
  for (const { name, headers, status } of cases) {
    it(`login: ${name} → ${status}`, async () => {
      const res = await server.inject({
        method: "POST",
        url: "/admin/login",
        headers: { ...FORM, ...headers },
        payload: `password=${encodeURIComponent(PASSWORD)}`,
      });
      expect(res.statusCode).toBe(status);
      if (status === 403) expect(res.headers["set-cookie"]).toBeUndefined();
    });
  }

  it("refuses a cross-site logout, and the session goes on", async () => {
    const cookie = await signIn(server);
    const res = await server.inject({
      method: "POST",
      url: "/admin/logout",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
    expect(await stats(server, cookie)).toBe(200);
  });
});
