/**
 * Debian's PostgreSQL for the measurement tests: each test file starts its own server (initdb in a temporary folder,
 * postgres on a free loopback port, a Unix socket only in that folder) and stops it afterwards; never the system
 * service. initdb refuses to run as root, so as root the folder belongs to the `postgres` user and both run as it.
 * Where PostgreSQL is missing it is installed as root on Debian (apt-get), as Redis and Chromium are; otherwise the
 * tests stop with a message that says how to get it.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./child-server";
import { waitFor } from "./wait";

export interface TestPostgres {
  url: string;
  /** Stops the server (fast shutdown); its data stays, so start() brings the same database back. */
  stop(): Promise<void>;
  /** Starts it again on the same port after stop(). */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

function findBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

export function ensurePostgres(): string {
  let found = findBinDir();
  if (!found && process.getuid?.() === 0 && existsSync("/etc/debian_version")) {
    try {
      execSync("apt-get update -qq && apt-get install -y -qq postgresql", { stdio: "inherit" });
    } catch {
      // Reported below with the ways to fix it.
    }
    found = findBinDir();
  }
  if (!found) {
    throw new Error(
      "The measurement tests need PostgreSQL. Install it (Debian/Ubuntu: `sudo apt-get install postgresql`; macOS: `brew install postgresql`) and run the tests again.",
    );
  }
  return found;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), "pg-test-"));
  const dataDir = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  // As root: everything belongs to the postgres user, which runs initdb and the server (setpriv execs, so signals reach postgres itself).
  const run = (command: string, args: string[]): [string, string[]] => (asRoot ? ["setpriv", ["--reuid=postgres", "--regid=postgres", "--clear-groups", command, ...args]] : [command, args]);
  if (asRoot) {
    chmodSync(dir, 0o755);
    execFileSync("chown", ["postgres:postgres", dir]);
  }
  const [initCommand, initArgs] = run(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  execFileSync(initCommand, initArgs, { stdio: "ignore" });

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const [command, args] = run(join(bin, "postgres"), [
      "-D", dataDir, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "full_page_writes=off",
    ]);
    const spawned = spawn(command, args, { stdio: "ignore" });
    child = spawned;
    exited = new Promise<void>((resolve) => spawned.once("exit", () => resolve()));
    await waitFor(
      "postgres to accept connections",
      async () => {
        if (spawned.exitCode !== null) throw new Error(`postgres exited with ${spawned.exitCode}`);
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
        client.on("error", () => {});
        try {
          await client.connect();
          await client.query("SELECT 1");
          return true;
        } catch {
          return false;
        } finally {
          await client.end().catch(() => {});
        }
      },
      30_000,
      100,
    );
  };
  const stop = async () => {
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) running.kill("SIGINT"); // fast shutdown
    await exited;
    child = null;
  };
  try {
    await start();
  } catch (error) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
