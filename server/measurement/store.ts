/**
 * The measurement store: one SQL dialect (Postgres) over two drivers.
 * - DATABASE_URL unset: PGlite, an in-process Postgres compiled to WebAssembly, in DATA_DIR/measurement, on a worker
 *   thread of its own. It needs no server; opening it takes a few seconds (longer the first time), so it is opened
 *   once, lazily, off the start path.
 * - DATABASE_URL set: a Postgres server (node-postgres pool) that several instances share.
 *
 * Migrations run when the store opens, under a Postgres advisory lock, so two instances starting together run them
 * once. Plain parameterised SQL, no query builder: docs/decisions/010-measurement-store.md.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync, readFileSync, rmSync } from "node:fs";
import { setPriority } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { restrictTree } from "../data-dir";

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface MeasurementDb extends Sql {
  readonly kind: "embedded" | "postgres";
  /** For log lines: the folder, or the server's host and port (never the password). */
  readonly where: string;
  close(): Promise<void>;
}

export interface StoreLocation {
  /** postgres://… or null for the embedded database. */
  databaseUrl: string | null;
  /** Where the embedded database lives (DATA_DIR/measurement). */
  embeddedDir: string;
}

/** An arbitrary constant: the advisory lock every instance takes to run the migrations. */
const MIGRATION_LOCK = 7_318_240_017;

/** Each entry runs once, in order, in its own transaction. Never edit one that has shipped: add another. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE pageviews (
    at timestamptz NOT NULL,
    path text NOT NULL,
    not_found boolean NOT NULL DEFAULT false,
    visitor text NOT NULL,
    referrer_host text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    click_id_type text,
    click_id text,
    device text NOT NULL,
    -- Views of the same page by the same visitor from the same source, written in one batch.
    views integer NOT NULL DEFAULT 1
  );
  CREATE INDEX pageviews_at ON pageviews (at);
  CREATE INDEX pageviews_visitor_at ON pageviews (visitor, at);
  CREATE TABLE leads (
    message_id text PRIMARY KEY,
    at timestamptz NOT NULL,
    form text NOT NULL,
    page text NOT NULL,
    visitor text NOT NULL,
    landing_path text,
    referrer_host text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    click_id_type text,
    click_id text,
    state text NOT NULL DEFAULT 'accepted',
    state_at timestamptz
  );
  CREATE INDEX leads_at ON leads (at);
  -- The visitor key's salt of the current day, when several instances share the database (see visitor.ts).
  -- UNLOGGED: never in the write-ahead log, so never in a replica or a WAL archive; yesterday's row is deleted.
  CREATE UNLOGGED TABLE visitor_salt (day date PRIMARY KEY, salt text NOT NULL);
  `,
  `
  -- Admin sessions ended by signing out before they expire (server/admin/revocations.ts): only their id and expiry,
  -- deleted once expired, so it stays as small as the sign-outs of a week.
  CREATE TABLE admin_revoked_sessions (id text PRIMARY KEY, expires_at timestamptz NOT NULL);
  `,
  `
  -- The language of a page view (its page's) and of a lead (the page it was sent from): language.ts. The rows from
  -- before are English: the site had no other language then.
  ALTER TABLE pageviews ADD COLUMN language text NOT NULL DEFAULT 'en';
  ALTER TABLE leads ADD COLUMN language text NOT NULL DEFAULT 'en';
  `,
  `
  -- Counts per local day, form and language of what the forms did (server/measurement/form-events.ts): a page view
  -- that started a form ('started'), a held submission ('held') and each of its reasons ('held-reason', the reason
  -- in detail), a field's message shown ('refusal', the field and the message id). Never a typed value.
  CREATE TABLE form_events (
    day date NOT NULL,
    form text NOT NULL,
    language text NOT NULL,
    event text NOT NULL,
    field text NOT NULL DEFAULT '',
    detail text NOT NULL DEFAULT '',
    count integer NOT NULL,
    PRIMARY KEY (day, form, language, event, field, detail)
  );
  `,
  `
  -- Field Core Web Vitals (server/measurement/vitals-store.ts): counts per day, page, language and device class.
  CREATE TABLE vitals_views (
    day date NOT NULL, path text NOT NULL, language text NOT NULL, device text NOT NULL, samples integer NOT NULL,
    PRIMARY KEY (day, path, language, device)
  );
  CREATE TABLE vitals_buckets (
    day date NOT NULL, path text NOT NULL, language text NOT NULL, device text NOT NULL,
    metric text NOT NULL, rating text NOT NULL, bucket smallint NOT NULL, samples integer NOT NULL,
    PRIMARY KEY (day, path, language, device, metric, rating, bucket)
  );
  CREATE TABLE vitals_targets (
    day date NOT NULL, path text NOT NULL, language text NOT NULL, device text NOT NULL, target text NOT NULL,
    samples integer NOT NULL,
    PRIMARY KEY (day, path, language, device, target)
  );
  `,
];

export async function migrate(run: (text: string) => Promise<unknown>): Promise<number> {
  await run("SELECT pg_advisory_lock(" + MIGRATION_LOCK + ")");
  try {
    await run(
      "CREATE TABLE IF NOT EXISTS measurement_migrations (version int PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const rows = (await run("SELECT coalesce(max(version), 0) AS version FROM measurement_migrations")) as {
      version: number;
    }[];
    const current = Number(rows[0]?.version ?? 0);
    for (let version = current + 1; version <= MIGRATIONS.length; version++) {
      await run(
        `BEGIN; ${MIGRATIONS[version - 1]}; INSERT INTO measurement_migrations (version) VALUES (${version}); COMMIT;`,
      );
    }
    return MIGRATIONS.length - current;
  } catch (error) {
    await run("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await run("SELECT pg_advisory_unlock(" + MIGRATION_LOCK + ")").catch(() => {});
  }
}

/** host:port/database of a postgres:// URL, for log lines: never its user or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "(DATABASE_URL)";
  }
}

export async function openPostgres(databaseUrl: string): Promise<MeasurementDb> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    // A database that does not answer costs a batch of events, never a page: give up quickly.
    connectionTimeoutMillis: 3000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: "harbourline-measurement",
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would end the process.
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    await migrate((text) =>
      client.query(text).then((result) => (Array.isArray(result) ? result.at(-1)?.rows : result.rows)),
    );
  } finally {
    client.release();
  }
  return {
    kind: "postgres",
    where: `Postgres at ${describeDatabaseUrl(databaseUrl)}`,
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows as Row[];
    },
    close: () => pool.end(),
  };
}

/** The embedded database belongs to one process at a time: this file names it while it is open. */
const LOCK_FILE = "measurement.pid";

export function embeddedOwner(dir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dir, "..", LOCK_FILE), "utf8").trim());
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Folders this process has open: PGlite must never open one twice. */
const openHere = new Set<string>();

/** Whether this process has the embedded database in `dir` open. */
export const isOpenHere = (dir: string) => openHere.has(dir);

export async function openEmbedded(dir: string): Promise<MeasurementDb> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const owner = embeddedOwner(dir);
  if (owner !== null) throw new Error(`the embedded database in ${dir} is open in process ${owner}`);
  if (openHere.has(dir)) throw new Error(`the embedded database in ${dir} is already open in this process`);
  openHere.add(dir);
  try {
    return await openEmbeddedOnce(dir);
  } catch (error) {
    openHere.delete(dir);
    throw error;
  }
}

async function openEmbeddedOnce(dir: string): Promise<MeasurementDb> {
  const lockFile = join(dir, "..", LOCK_FILE);
  writeFileSync(lockFile, String(process.pid), { mode: 0o600 });
  // initdb's memory (hundreds of MB of WebAssembly heap) is only given back when its process ends: a new
  // database is created by a short-lived process of its own, then opened on the thread.
  if (!existsSync(join(dir, "PG_VERSION"))) await createEmbedded(dir);
  const worker = await startWorker(dir);
  // One connection, one query at a time: the migrations' transaction is never interleaved with other queries.
  await migrate((text) => worker.call("exec", text));
  // PGlite gives its files mode 0666 whatever the umask: private again once open, and once closed (data-dir.ts).
  restrictTree(dir);
  return {
    kind: "embedded",
    where: `the embedded database in ${dir}`,
    query: <Row>(text: string, params: readonly unknown[] = []) => worker.call("query", text, params) as Promise<Row[]>,
    async close() {
      await worker.call("close", "").catch(() => {});
      await worker.terminate();
      restrictTree(dir);
      rmSync(lockFile, { force: true });
      openHere.delete(dir);
    },
  };
}

interface WorkerReply {
  id?: number;
  rows?: unknown[];
  error?: string;
  ready?: boolean;
  failed?: string;
}

/**
 * pglite-worker.mjs: beside this module in the sources; in the bundled server (scripts/build-server.ts) beside
 * main.mjs, which is this module's folder or its parent (a chunk in chunks/).
 */
function workerFile(): URL {
  const candidates = [
    new URL("./pglite-worker.mjs", import.meta.url),
    new URL("../pglite-worker.mjs", import.meta.url),
  ];
  return candidates.find((url) => existsSync(fileURLToPath(url))) ?? candidates[0]!;
}

function createEmbedded(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [fileURLToPath(workerFile()), "--create", dir],
      { timeout: 120_000 },
      (error, _stdout, stderr) => {
        if (error)
          reject(
            new Error(
              `cannot create the embedded database: ${(stderr.trim().split("\n").at(-1) ?? error.message).slice(0, 200)}`,
            ),
          );
        else resolve();
      },
    );
    // Seconds of initdb must not slow the pages served meanwhile: the lowest CPU priority, where allowed.
    try {
      if (child.pid) setPriority(child.pid, 19);
    } catch {
      // not allowed: it runs at the server's priority
    }
  });
}

/** PGlite on a worker thread (pglite-worker.mjs), so that its work never blocks the requests. */
async function startWorker(dir: string) {
  const worker = new Worker(workerFile(), { workerData: { dir } });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;
  const handshake: {
    message?: (message: WorkerReply) => void;
    error?: (error: Error) => void;
    exit?: (code: number) => void;
  } = {};
  await new Promise<void>((resolve, reject) => {
    handshake.message = (message: WorkerReply) => {
      if (message.ready) resolve();
      else if (message.failed !== undefined) reject(new Error(message.failed));
    };
    handshake.error = reject;
    handshake.exit = (code: number) => reject(new Error(`the database thread exited with ${code}`));
    worker.once("message", handshake.message);
    worker.once("error", handshake.error);
    worker.once("exit", handshake.exit);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.off("error", handshake.error!);
  worker.off("exit", handshake.exit!);
  worker.on("message", (message: WorkerReply) => {
    const call = message.id === undefined ? undefined : pending.get(message.id);
    if (!call) return;
    pending.delete(message.id!);
    if (message.error !== undefined) call.reject(new Error(message.error));
    else call.resolve(message.rows ?? []);
  });
  const fail = (error: Error) => {
    gone = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on("error", (error) => fail(error));
  worker.on("exit", (code) => fail(new Error(`the database thread exited with ${code}`)));
  return {
    call(op: "query" | "exec" | "close", text: string, params?: readonly unknown[]): Promise<unknown[]> {
      if (gone) return Promise.reject(gone);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, op, text, params });
      });
    },
    terminate: () => worker.terminate().then(() => undefined),
  };
}

export function openStore(location: StoreLocation): Promise<MeasurementDb> {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openEmbedded(location.embeddedDir);
}
