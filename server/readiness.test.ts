import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECK_TIMEOUT_MS, createReadiness, readinessRoute, spoolWritable } from "./readiness";

describe("GET /readyz", () => {
  afterEach(() => vi.useRealTimers());

  async function serve(checks: Record<string, () => Promise<string | null>>, now?: () => number) {
    const app = Fastify({ logger: false });
    readinessRoute(app, createReadiness(now));
    for (const [name, check] of Object.entries(checks)) app.readiness.add(name, check);
    await app.ready();
    return app;
  }

  it("shows a check that is not required without holding the answer back", async () => {
    const app = Fastify({ logger: false });
    readinessRoute(app, createReadiness());
    app.readiness.add("spool", async () => null);
    app.readiness.add("dashboard", async () => "starting: the measurement database is opening", { required: false });
    await app.ready();
    const res = await app.inject("/readyz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      checks: { spool: "ok", dashboard: "starting: the measurement database is opening" },
    });
    await app.close();
  });

  it("answers 200 with each check's name when all pass, and 503 with the failing one's reason otherwise", async () => {
    let spool: string | null = null;
    let clock = 0;
    const app = await serve({ spool: async () => spool, database: async () => null }, () => clock);
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(ready.json()).toEqual({ status: "ready", checks: { spool: "ok", database: "ok" } });

    spool = "the spool cannot be written (ENOSPC)";
    // Within the second, the last answer stands: polling costs one round of checks per second at most.
    expect((await app.inject("/readyz")).statusCode).toBe(200);
    clock += 1000;
    const refused = await app.inject("/readyz");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      status: "unavailable",
      checks: { spool: "the spool cannot be written (ENOSPC)", database: "ok" },
    });
    await app.close();
  });

  it("counts a check that throws, or does not answer in time, as failed, without its message", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const app = await serve({
      thrown: async () => {
        throw Object.assign(new Error("password=hunter2"), { code: "ECONNREFUSED" });
      },
      silent: () => new Promise(() => {}),
    });
    const answer = app.inject("/readyz");
    await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
    const refused = await answer;
    expect(refused.statusCode).toBe(503);
    expect(refused.json().checks).toEqual({
      thrown: "failed (ECONNREFUSED)",
      silent: `no answer within ${CHECK_TIMEOUT_MS} ms`,
    });
    await app.close();
  });

  it("proves the spool writable by writing a file there, and leaves nothing behind", async () => {
    const dir = mkdtempSync(join(tmpdir(), "readyz-"));
    try {
      expect(await spoolWritable(dir)()).toBeNull();
      expect(readdirSync(dir)).toEqual([]);
      expect(await spoolWritable(join(dir, "missing"))()).toBe("the spool cannot be written (ENOENT)");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
