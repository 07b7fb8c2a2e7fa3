/**
 * The real start-up (server/start-server.ts) against a fixture build, for tests that run the server as a
 * process of its own: `node --import tsx server/testing/serve-fixture.ts <clientDir>`.
 */
import { startServer } from "../start-server";

const clientDir = process.argv[2];
if (!clientDir) throw new Error("usage: serve-fixture.ts <clientDir>");
// BENCH_MEASUREMENT=off: the same server without measurement, for the benchmarks' comparison runs.
await startServer({ env: process.env, clientDir, measurement: process.env.BENCH_MEASUREMENT !== "off" });
