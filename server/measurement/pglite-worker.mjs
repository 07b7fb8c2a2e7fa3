// The embedded database (PGlite) on a thread of its own: its queries run in WebAssembly, and on the server's main
// thread a batch of inserts would hold up every request for tens of milliseconds. Plain JavaScript, so that it
// starts the same under tsx, vitest and a compiled server. Messages: { id, op: "query" | "exec" | "close", text,
// params } in, { id, rows } or { id, error } out; { ready: true } or { failed } once at start.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread");

let db;
try {
  db = new PGlite(workerData.dir);
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
