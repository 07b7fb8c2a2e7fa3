// The embedded database (PGlite) on a thread of its own: its queries run in WebAssembly, and on the server's main
// thread a batch of inserts would hold up every request for tens of milliseconds. Plain JavaScript, so that it
// starts the same under tsx, vitest and a compiled server. Messages: { id, op: "query" | "exec" | "close", text,
// params } in, { id, rows } or { id, error } out; { ready: true } or { failed } once at start.
//
// `node pglite-worker.mjs --create <dir>` creates a new database and exits (store.ts runs it once, before the
// thread): initdb leaves hundreds of MB of memory behind that only the end of a process gives back.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

if (!parentPort) {
  if (process.argv[2] !== "--create" || !process.argv[3])
    throw new Error("pglite-worker.mjs runs as a worker thread, or with --create <dir>");
  const created = new PGlite(process.argv[3]);
  await created.waitReady;
  await created.close();
  process.exit(0);
}
const port = parentPort;

// Measurement must never cost a visitor anything: on Linux, this thread takes the lowest CPU priority (nice 19),
// so that under load the requests' thread runs first and the database writes in the time left over. Linux gives
// each thread its own priority; /proc/thread-self names this thread's id. Elsewhere it keeps the process's.
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
  if (Number.isSafeInteger(tid) && tid > 0) setPriority(tid, 19);
} catch {
  // not Linux, or not allowed: the thread keeps the process's priority
}

// Postgres's default shared_buffers (128 MB) is far more than a few tables of counts need; 16 MB keeps the thread
// near 120 MB of memory under any load.
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

let db;
try {
  db = new PGlite(workerData.dir, { startParams: START_PARAMS });
  await db.waitReady;
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}

port.on("message", async ({ id, op, text, params }) => {
  try {
    if (op === "query") {
      const result = await db.query(text, params ?? []);
      port.postMessage({ id, rows: result.rows });
    } else if (op === "exec") {
      const results = await db.exec(text);
      port.postMessage({ id, rows: results.at(-1)?.rows ?? [] });
    } else if (op === "close") {
      await db.close();
      port.postMessage({ id, rows: [] });
    }
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
