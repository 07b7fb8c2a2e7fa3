/**
 * Debian's redis-server for the tests that need Redis, on a free loopback port with no persistence
 * (debian-server.ts: how it is found, installed and stopped).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { Redis } from "ioredis";
import { afterAll, beforeAll } from "vitest";
import { ensureDebianPackage, startLoopbackServer } from "./debian-server";

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

function findRedisServer(): string | undefined {
  if (existsSync("/usr/bin/redis-server")) return "/usr/bin/redis-server";
  try {
    return execSync("command -v redis-server", { encoding: "utf8", shell: "/bin/sh" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A Redis for the tests of the file or `describe` block this is called in: started before them, stopped after. */
export function useRedis(): TestRedis {
  let redis: TestRedis | undefined;
  // Installing redis-server, where it is missing, takes a while.
  beforeAll(async () => {
    redis = await startRedis();
  }, 300_000);
  afterAll(async () => {
    await redis?.stop();
  });
  const started = () => {
    if (!redis) throw new Error("useRedis: the Redis starts before the tests, not when the file is read");
    return redis;
  };
  return {
    get url() {
      return started().url;
    },
    stop: () => started().stop(),
  };
}

export async function startRedis(): Promise<TestRedis> {
  const executable = ensureDebianPackage({
    debian: "redis-server",
    brew: "redis",
    neededBy: "The Redis tests",
    find: findRedisServer,
  });
  const url = (port: number) => `redis://127.0.0.1:${port}`;
  const server = await startLoopbackServer({
    name: "redis-server",
    command: (port) => [
      executable,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    ],
    async answers(port) {
      const client = new Redis(url(port), { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      client.on("error", () => {});
      try {
        await client.connect();
        return (await client.ping()) === "PONG";
      } catch {
        return false;
      } finally {
        client.disconnect();
      }
    },
    stopSignal: "SIGKILL",
  });
  return { url: url(server.port), stop: server.stop };
}
