/**
 * Debian's redis-server for the tests that need Redis: each test run starts its own on a free loopback
 * port, with no persistence, and stops it afterwards; never the system service. Where it is missing it is
 * installed as scripts/ensure-chromium.mjs installs Chromium (apt-get, as root on Debian), and otherwise
 * the tests stop with a message that says how to get it.
 */
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { Redis } from "ioredis";
import { freePort } from "./child-server";
import { waitFor } from "./wait";

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

export function ensureRedisServer(): string {
  let found = findRedisServer();
  if (!found && process.getuid?.() === 0 && existsSync("/etc/debian_version")) {
    try {
      execSync("apt-get update -qq && apt-get install -y -qq redis-server", { stdio: "inherit" });
    } catch {
      // Reported below with the ways to fix it.
    }
    found = findRedisServer();
  }
  if (!found) {
    throw new Error(
      "The Redis tests need redis-server. Install it (Debian/Ubuntu: `sudo apt-get install redis-server`; macOS: `brew install redis`) and run the tests again.",
    );
  }
  return found;
}

export async function startRedis(): Promise<TestRedis> {
  const executable = ensureRedisServer();
  const port = await freePort();
  const child = spawn(executable, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  try {
    await waitFor("redis-server to answer PING", async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      client.on("error", () => {});
      try {
        await client.connect();
        return (await client.ping()) === "PONG";
      } catch {
        return false;
      } finally {
        client.disconnect();
      }
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
