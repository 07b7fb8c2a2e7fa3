/**
 * Right after a start, the owner signs in before the embedded database has opened (it opens with the server, and a
 * slow disk or a faked clock can make that take seconds): the dashboard waits for it, or says plainly that it is
 * starting, and never answers 503; /readyz names the dashboard's state without holding enquiries back for it.
 */
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestServer } from "../testing/test-server";

/**
 * A store that has opened waits at this gate before the server may use it: the test decides when the database is
 * open, whatever the real opening took on a busy machine.
 */
const gate = vi.hoisted(() => {
  let open!: () => void;
  let opened = new Promise<void>((resolve) => (open = resolve));
  let arrived!: () => void;
  let waiting = new Promise<void>((resolve) => (arrived = resolve));
  return {
    /** Resolves once a store has opened and waits at the gate. */
    waiting: () => waiting,
    pass: () => {
      arrived();
      return opened;
    },
    open: () => open(),
    close: () => {
      opened = new Promise<void>((resolve) => (open = resolve));
      waiting = new Promise<void>((resolve) => (arrived = resolve));
    },
  };
});

vi.mock("../measurement/store", async (original) => {
  const store = await original<typeof import("../measurement/store")>();
  return {
    ...store,
    openStore: async (...args: Parameters<typeof store.openStore>) => {
      const db = await store.openStore(...args);
      await gate.pass();
      return db;
    },
  };
});

const PASSWORD = "correct horse battery";
const server = useTestServer({ env: (fixture) => ({ DATA_DIR: join(fixture.root, "data") }) });

async function signIn(app: FastifyInstance) {
  const res = await app.inject({
    method: "POST",
    url: "/admin/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ password: PASSWORD }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

afterEach(() => {
  gate.open();
  gate.close();
});

describe("the dashboard right after a start", () => {
  it("waits for a database that opens within a few seconds, then shows the figures", async () => {
    const app = await server.start({ ADMIN_PASSWORD: PASSWORD });
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.dashboard).toBe("starting: the measurement database is opening");

    const cookie = await signIn(app);
    await gate.waiting();
    const page = app.inject({ url: "/admin", headers: { cookie } });
    setTimeout(gate.open, 1000);
    const res = await page;
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Visitors");
    expect((await app.inject({ url: "/readyz" })).json().checks.dashboard).toBe("ok");
  }, 90_000);

  it("says plainly that it is starting when the database takes longer, with no 503", async () => {
    const app = await server.start({ ADMIN_PASSWORD: PASSWORD });
    const cookie = await signIn(app);
    const res = await app.inject({ url: "/admin", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("The dashboard is starting");
    expect(res.body).toContain('href="/admin"');
  });
});
