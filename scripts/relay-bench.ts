// npm run bench -- --relay: the mail relay under load, end to end on loopback. Starts the real server (on a
// fixture site, no build needed) with a spool on disk, delivering to a local SMTP sink; sends ENQUIRIES valid
// enquiries, CONCURRENCY at a time; then waits until the sink has every accepted one. Prints the accept
// latency (p50, p99), throughput, and how many were delivered, lost and duplicated. Exits 1 unless nothing
// was lost and p99 accept is at most 50 ms. A measurement, not a test: not part of npm test.
// Also prints the server's memory (resident set) at rest and at its peak. With --artefact it measures the production
// artefact instead (`node build/server/main.mjs`, which `npm run build` writes) rather than the TypeScript sources run
// through tsx: the numbers of docs/deploy.md.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { site } from "../shared/site";
import { RELAY_PATH } from "../shared/relay-contract";
import { startChildServer, freePort, type ChildServer } from "../server/testing/child-server";
import { waitFor } from "../server/testing/wait";
import { makeClientFixture } from "../server/testing/fixture";

// Benchmark knobs, not settings of the site: server/env.ts reads those.
const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES ?? 5000);
/** Sent first and delivered like the rest, but not timed: the server loads its mail code on first use. */
const WARM_UP = 200;
const CONCURRENCY = 20;
const P99_BUDGET_MS = 50;
/** Delivery may take its time, but must keep going: give up after this long without a new message. */
const STALL_MS = 30_000;

/** Subject -> the Message-IDs it arrived with (one per copy). */
const arrived = new Map<string, string[]>();

async function startSink() {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    hideSTARTTLS: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
        const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? "";
        const messageId = /^Message-ID: (.*)$/im.exec(head)?.[1] ?? "";
        arrived.set(subject, [...(arrived.get(subject) ?? []), messageId]);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  return { sink, port: (sink.server.address() as AddressInfo).port };
}

/** One POST over a kept-alive connection (node:http costs the load generator less CPU than fetch). */
function postJson(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.once("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.once("error", () => resolve(0));
    req.end(body);
  });
}

/** CPU seconds a process has used so far (Linux: /proc), or NaN elsewhere. */
function cpuSecondsOf(pid: number | undefined): number {
  const stat = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(stat)) return Number.NaN;
  const fields = readFileSync(stat, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** A line of /proc/<pid>/status in MiB (VmRSS: resident now; VmHWM: the peak), or NaN elsewhere. */
function memoryMiBOf(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  const status = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(status)) return Number.NaN;
  const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(status, "utf8"))?.[1];
  return kib === undefined ? Number.NaN : Number(kib) / 1024;
}

const ARTEFACT = process.argv.includes("--artefact");

/** The production artefact as a process, started as the image starts it, with the same face as startChildServer's. */
async function startArtefact(env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const entry = fileURLToPath(new URL("../build/server/main.mjs", import.meta.url));
  if (!existsSync(entry)) throw new Error("No build/server/main.mjs: run npm run build first");
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    "the artefact to answer /healthz",
    () =>
      fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      ),
    30_000,
    50,
  );
  return {
    process: child,
    output: () => "",
    exited,
    url,
    stop: async () => (child.kill("SIGTERM"), exited),
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const fixture = makeClientFixture();
  // On the same disk as a real deployment's ./data/spool, so each accept pays for real fsyncs.
  const spoolDir = mkdtempSync(join(tmpdir(), "relay-bench-spool-"));
  const { sink, port } = await startSink();
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SPOOL_DIR: spoolDir,
    // Every accepted enquiry is a lead: the embedded measurement database records them, as in production.
    DATA_DIR: spoolDir,
    // BENCH_MEASUREMENT=off: the same run without measurement, to compare.
    ...(process.env.BENCH_MEASUREMENT ? { BENCH_MEASUREMENT: process.env.BENCH_MEASUREMENT } : {}),
    RATE_LIMIT_MAX: "1000000",
    RATE_LIMIT_GLOBAL_MAX: "100000000",
  };
  const server = ARTEFACT ? await startArtefact(env) : await startChildServer(fixture.clientDir, env);
  // At rest: started, one page and one /healthz served, nothing sent yet.
  await fetch(`${server.url}/`).then((res) => res.arrayBuffer());
  const restMiB = memoryMiBOf(server.process.pid, "VmRSS");
  try {
    const statuses = new Map<number, number>();
    const accepted: string[] = [];
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const relayUrl = new URL(RELAY_PATH, server.url);
    let sent = 0;
    /** Sends `count` enquiries, CONCURRENCY at a time; returns each one's time to the answer. */
    const send = async (count: number) => {
      const latencies: number[] = [];
      const last = sent + count;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent < last) {
            const subject = `Bench enquiry ${++sent}`;
            const sentAt = performance.now();
            const status = await postJson(
              agent,
              relayUrl,
              JSON.stringify({
                to: site.email,
                name: site.senderLabel,
                subject,
                body: `Name: Bench Visitor\nEmail: visitor@example.org\nMessage: ${"A realistic enquiry of a few lines. ".repeat(8)}`,
              }),
            );
            latencies.push(performance.now() - sentAt);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 200) accepted.push(subject);
          }
        }),
      );
      return latencies;
    };

    await send(WARM_UP);
    // The first lead opened the measurement database: time the steady state, not its opening.
    const openBy = Date.now() + 60_000;
    while (
      process.env.BENCH_MEASUREMENT !== "off" &&
      !server.output().includes("measurement: recording") &&
      Date.now() < openBy
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const cpuBefore = cpuSecondsOf(server.process.pid);
    const startedAt = performance.now();
    const latencies = await send(ENQUIRIES);
    const loadSeconds = (performance.now() - startedAt) / 1000;
    const serverCpuMs = ((cpuSecondsOf(server.process.pid) - cpuBefore) * 1000) / ENQUIRIES;
    const loadedMiB = memoryMiBOf(server.process.pid, "VmRSS");
    agent.destroy();

    // Every accepted enquiry must arrive; wait as long as deliveries keep coming.
    let lastCount = -1;
    let lastProgress = Date.now();
    while (accepted.some((subject) => !arrived.has(subject)) && Date.now() - lastProgress < STALL_MS) {
      if (arrived.size !== lastCount) [lastCount, lastProgress] = [arrived.size, Date.now()];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const deliverySeconds = (performance.now() - startedAt) / 1000;
    const peakMiB = memoryMiBOf(server.process.pid, "VmHWM");

    const sorted = [...latencies].sort((a, b) => a - b);
    const delivered = accepted.filter((subject) => arrived.has(subject)).length;
    const lost = accepted.length - delivered;
    const copies = [...arrived.values()];
    const duplicated = copies.reduce((sum, ids) => sum + ids.length - 1, 0);
    const duplicatesWithOtherIds = copies.filter((ids) => new Set(ids).size > 1).length;
    const leftInSpool = readdirSync(join(spoolDir, "pending")).filter((name) => name.endsWith(".json")).length;
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);

    console.log(
      `\nRelay (${ARTEFACT ? "the production artefact, node build/server/main.mjs" : "the sources, through tsx"}): ${ENQUIRIES} valid enquiries (after ${WARM_UP} to warm up), ${CONCURRENCY} at a time, loopback, spool on disk (${new Date().toISOString().slice(0, 10)})\n`,
    );
    console.log(
      `  answers           ${[...statuses].map(([status, count]) => `${count} x ${status || "no answer"}`).join(", ")}`,
    );
    console.log(
      `  accept latency    p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (budget p99 <= ${P99_BUDGET_MS} ms)`,
    );
    console.log(
      `  accept throughput ${(ENQUIRIES / loadSeconds).toFixed(0)} enquiries/s (${loadSeconds.toFixed(1)} s)`,
    );
    if (!Number.isNaN(serverCpuMs))
      console.log(`  server CPU        ${serverCpuMs.toFixed(2)} ms per enquiry while accepting (deliveries included)`);
    console.log(
      `  delivery          all delivered ${deliverySeconds.toFixed(1)} s after the first request (${(delivered / deliverySeconds).toFixed(0)} messages/s)`,
    );
    console.log(`  delivered         ${delivered} of ${accepted.length} accepted`);
    console.log(`  lost              ${lost}`);
    console.log(
      `  duplicated        ${duplicated}${duplicatesWithOtherIds ? ` (${duplicatesWithOtherIds} with differing Message-IDs!)` : ""}`,
    );
    console.log(`  left in the spool ${leftInSpool}`);
    console.log(
      `  measurement       ${(server.output().match(/measurement: events dropped/g) ?? []).length} "events dropped" log lines`,
    );
    if (!Number.isNaN(restMiB))
      console.log(
        `  server memory     ${restMiB.toFixed(0)} MiB resident at rest, ${loadedMiB.toFixed(0)} MiB after the load, peak ${peakMiB.toFixed(0)} MiB`,
      );

    const failures = [
      ...(lost > 0 ? [`${lost} accepted enquiries were not delivered`] : []),
      ...(accepted.length < sent ? [`${sent - accepted.length} enquiries were not accepted`] : []),
      ...(p99 > P99_BUDGET_MS ? [`p99 accept ${p99.toFixed(1)} ms > ${P99_BUDGET_MS} ms`] : []),
    ];
    if (failures.length) {
      console.error(`\nBudget broken:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nBudget holds: nothing lost, p99 accept within budget.");
    }
  } finally {
    await server.stop();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    rmSync(spoolDir, { recursive: true, force: true });
    fixture.cleanup();
  }
}

await main();
