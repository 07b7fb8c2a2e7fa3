/**
 * GET /readyz: whether this instance can accept an enquiry now. Each thing an enquiry needs registers a named check
 * (the spool or Redis; the measurement database when DATABASE_URL is set): a check resolves to null when it is fine,
 * or to a short reason a person can act on, which /readyz shows. A reason never carries a secret: no URL, password or
 * path, only what failed and the error code. /healthz stays the cheap liveness check: a process that answers it but
 * not /readyz is alive and should be taken out of the load balancer, not restarted.
 *
 * Answers are kept for a second, so a monitor (or anyone on the internet) polling /readyz costs at most one round of
 * checks per second; each check gets CHECK_TIMEOUT_MS, after which it counts as failed.
 */
import { randomBytes } from "node:crypto";
import { open, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { READY_PATH } from "../shared/endpoints";

/** null: ready; a string: why not (shown to whoever asks, so never a secret). */
export type ReadinessCheck = () => Promise<string | null>;

export interface Readiness {
  /**
   * Adds a check under a name shown in /readyz's answer (one line in the module that owns the resource). A check
   * that is not `required` is shown but leaves the answer ready: something an operator should see, which enquiries
   * do not need (the dashboard's database).
   */
  add(name: string, check: ReadinessCheck, options?: { required?: boolean }): void;
  /** Runs every check (or returns the answer of the last second). */
  report(): Promise<ReadinessReport>;
}

export interface ReadinessReport {
  ready: boolean;
  /** Each check's name, with "ok" or its reason. */
  checks: Record<string, string>;
}

export const CHECK_TIMEOUT_MS = 2000;
const KEEP_ANSWER_MS = 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** Named checks behind GET /readyz; a module that an enquiry depends on adds its own. */
    readiness: Readiness;
  }
}

async function withTimeout(check: ReadinessCheck): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => `failed (${(error as NodeJS.ErrnoException).code ?? "error"})`),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(now: () => number = () => performance.now()): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  const optional = new Set<string>();
  let last: { at: number; report: Promise<ReadinessReport> } | null = null;

  const run = async (): Promise<ReadinessReport> => {
    const names = [...checks.keys()];
    const results = await Promise.all(names.map((name) => withTimeout(checks.get(name)!)));
    const report: ReadinessReport = { ready: true, checks: {} };
    names.forEach((name, index) => {
      const reason = results[index];
      report.checks[name] = reason ?? "ok";
      if (reason !== null && !optional.has(name)) report.ready = false;
    });
    return report;
  };

  return {
    add(name, check, { required = true } = {}) {
      if (checks.has(name)) throw new Error(`readiness: a check named ${name} exists already`);
      checks.set(name, check);
      if (!required) optional.add(name);
      last = null;
    },
    report() {
      if (!last || now() - last.at >= KEEP_ANSWER_MS) last = { at: now(), report: run() };
      return last.report;
    },
  };
}

/** The route, and the instance's `readiness` for other modules to add their checks to. */
export function readinessRoute(app: FastifyInstance, readiness: Readiness): void {
  app.decorate("readiness", readiness);
  app.get(READY_PATH, async (_request, reply) => {
    const { ready, checks } = await readiness.report();
    return reply
      .code(ready ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: ready ? "ready" : "unavailable", checks });
  });
}

/**
 * The file spool can take an enquiry: a small file can be created, written and removed in its pending folder (a
 * read-only or full disk, or a folder whose permissions changed, fails here as the enquiry would). The probe's name
 * ends in .tmp, which the spool sweeps away should a crash leave one behind.
 */
export function spoolWritable(pendingDir: string): ReadinessCheck {
  return async () => {
    const probe = join(pendingDir, `.ready-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
    try {
      const file = await open(probe, "wx", 0o600);
      try {
        await file.write("ready\n");
      } finally {
        await file.close();
      }
    } catch (error) {
      return `the spool cannot be written (${(error as NodeJS.ErrnoException).code ?? "error"})`;
    }
    await unlink(probe).catch(() => {});
    return null;
  };
}

/** Redis answers a PING (the relay's client fails at once while disconnected, so this never waits for a reconnect). */
export function redisReachable(client: Redis): ReadinessCheck {
  return async () => {
    if (client.status !== "ready") return `Redis (REDIS_URL) is not reachable (connection ${client.status})`;
    try {
      return (await client.ping()) === "PONG" ? null : "Redis (REDIS_URL) did not answer PING";
    } catch {
      return "Redis (REDIS_URL) is not reachable";
    }
  };
}
