/**
 * Debian's PostgreSQL for the measurement tests: each test file starts its own server (initdb in a temporary folder,
 * postgres on a free loopback port, a Unix socket only in that folder; debian-server.ts: how it is found, installed
 * and stopped). initdb refuses to run as root, so as root the folder belongs to the `postgres` user and both run as it.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { ensureDebianPackage, startLoopbackServer } from "./debian-server";

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

/** The folder of Debian's PostgreSQL programs (initdb, postgres, pg_dump), installed first where it is missing. */
export function postgresBinDir(): string {
  return ensureDebianPackage({
    debian: "postgresql",
    brew: "postgresql",
    neededBy: "The measurement tests",
    find: findBinDir,
  });
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), "pg-test-"));
  const dataDir = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  // As root: everything belongs to the postgres user, which runs initdb and the server (setpriv execs, so signals reach postgres itself).
  const run = (command: string, args: string[]): [string, string[]] =>
    asRoot
      ? ["setpriv", ["--reuid=postgres", "--regid=postgres", "--clear-groups", command, ...args]]
      : [command, args];
  if (asRoot) {
    chmodSync(dir, 0o755);
    execFileSync("chown", ["postgres:postgres", dir]);
  }
  const [initCommand, initArgs] = run(join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  execFileSync(initCommand, initArgs, { stdio: "ignore" });

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server;
  try {
    server = await startLoopbackServer({
      name: "postgres",
      command: (port) =>
        run(join(bin, "postgres"), [
          "-D",
          dataDir,
          "-p",
          String(port),
          "-k",
          dir,
          "-c",
          "listen_addresses=127.0.0.1",
          "-c",
          "fsync=off",
          "-c",
          "full_page_writes=off",
        ]),
      async answers(port) {
        const client = new pg.Client({ connectionString: url(port), connectionTimeoutMillis: 1000 });
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
      // Fast shutdown: the data stays consistent for a restart.
      stopSignal: "SIGINT",
      readyWithinMs: 30_000,
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const { stop, start } = server;
  return {
    url: url(server.port),
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
