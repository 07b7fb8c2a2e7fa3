// npm run bench -- --page-load: what measurement costs the pages under load. Serves the site (build/client when it
// exists, else the small fixture site) with the real server, twice over: with measurement (the embedded database)
// and without it (BENCH_MEASUREMENT=off), in alternating rounds. Each round sends REQUESTS page requests,
// CONCURRENCY at a time, over kept-alive connections, with a person's browser user agent, so every one is a page
// view. Prints the median throughput and latency of each side; exits 1 when measurement costs more than 10% of
// the throughput or of the p99. A measurement, not a test: not part of npm test.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startChildServer, type ChildServer } from "../server/testing/child-server";
import { makeClientFixture } from "../server/testing/fixture";

// Benchmark knobs, not settings of the site: server/env.ts reads those.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = 20;
const BUDGET = 0.1;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const builtClient = join(projectRoot, "build", "client");
const useBuild = existsSync(join(builtClient, "index.html"));
const PAGES = useBuild
  ? [
      "/",
      "/web-development?utm_source=google&utm_medium=cpc&utm_campaign=bench&gclid=abc",
      "/about-us",
      "/services",
      "/contact-us",
      "/blogs",
    ]
  : ["/", "/about-us", "/?utm_campaign=bench&gclid=abc"];

function get(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { agent, headers: { "user-agent": UA, "accept-encoding": "br", referer: "https://www.google.com/" } },
      (res) => {
        res.resume();
        res.once("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.once("error", () => resolve(0));
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU seconds a process has used so far (Linux: /proc), or NaN elsewhere: steadier than throughput on a busy machine. */
function cpuSecondsOf(pid: number | undefined): number {
  const stat = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(stat)) return Number.NaN;
  const fields = readFileSync(stat, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function round(server: ChildServer) {
  const cpuBefore = cpuSecondsOf(server.process.pid);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let sent = 0;
  let failed = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        const url = new URL(PAGES[sent++ % PAGES.length]!, server.url);
        const at = performance.now();
        const status = await get(agent, url);
        latencies.push(performance.now() - at);
        if (status !== 200) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const cpuUs = ((cpuSecondsOf(server.process.pid) - cpuBefore) * 1e6) / REQUESTS;
  return { throughput: REQUESTS / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), cpuUs, failed };
}

async function main() {
  const fixture = useBuild ? null : makeClientFixture();
  const clientDir = fixture?.clientDir ?? builtClient;
  const dataDir = mkdtempSync(join(tmpdir(), "page-bench-data-"));
  const common = { DATA_DIR: dataDir, SPOOL_DIR: join(dataDir, "spool"), OUTBOX_DIR: join(dataDir, "outbox") };
  const withMeasurement = await startChildServer(clientDir, common);
  const without = await startChildServer(clientDir, {
    ...common,
    SPOOL_DIR: join(dataDir, "spool-off"),
    BENCH_MEASUREMENT: "off",
  });
  try {
    // Warm both up; the measured server opens its database with the first page view: wait until it records.
    await round(without);
    await round(withMeasurement);
    const deadline = Date.now() + 60_000;
    while (!withMeasurement.output().includes("measurement: recording") && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const results = { on: [] as Awaited<ReturnType<typeof round>>[], off: [] as Awaited<ReturnType<typeof round>>[] };
    for (let n = 0; n < ROUNDS; n++) {
      results.off.push(await round(without));
      results.on.push(await round(withMeasurement));
    }
    const summary = (side: "on" | "off") => ({
      throughput: median(results[side].map((r) => r.throughput)),
      p50: median(results[side].map((r) => r.p50)),
      p99: median(results[side].map((r) => r.p99)),
      cpuUs: median(results[side].map((r) => r.cpuUs)),
      failed: results[side].reduce((sum, r) => sum + r.failed, 0),
    });
    const on = summary("on");
    const off = summary("off");
    const dropped = (withMeasurement.output().match(/measurement: events dropped/g) ?? []).length;
    console.log(
      `\nPages under load: ${REQUESTS} requests x ${ROUNDS} rounds per side, ${CONCURRENCY} at a time, ${useBuild ? "build/client" : "fixture site"}, loopback (${new Date().toISOString().slice(0, 10)})\n`,
    );
    console.log("  side                 requests/s    p50 ms    p99 ms   server CPU µs/request   not 200");
    for (const [label, s] of [
      ["without measurement", off],
      ["with measurement", on],
    ] as const) {
      console.log(
        `  ${label.padEnd(20)} ${s.throughput.toFixed(0).padStart(10)} ${s.p50.toFixed(2).padStart(9)} ${s.p99.toFixed(2).padStart(9)} ${s.cpuUs.toFixed(0).padStart(23)} ${String(s.failed).padStart(9)}`,
      );
    }
    console.log(`  measurement log lines "events dropped": ${dropped}`);
    const failures = [
      ...(on.throughput < off.throughput * (1 - BUDGET)
        ? [`throughput ${on.throughput.toFixed(0)}/s is more than 10% below ${off.throughput.toFixed(0)}/s`]
        : []),
      ...(on.p99 > off.p99 * (1 + BUDGET)
        ? [`p99 ${on.p99.toFixed(2)} ms is more than 10% above ${off.p99.toFixed(2)} ms`]
        : []),
      ...(on.failed + off.failed > 0 ? [`${on.failed + off.failed} answers were not 200`] : []),
    ];
    if (failures.length) {
      console.error(`\nBudget broken:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    } else
      console.log("\nBudget holds: with measurement, pages stay within 10% of their throughput and p99 without it.");
  } finally {
    await withMeasurement.stop();
    await without.stop();
    rmSync(dataDir, { recursive: true, force: true });
    fixture?.cleanup();
  }
}

await main();
