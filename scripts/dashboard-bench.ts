// npm run bench -- --dashboard: does reading the dashboard make measurement drop what it should record? Serves the
// fixture site with the real server and measurement (the embedded database, or DATABASE_URL when set), sends
// BENCH_REQUESTS page requests, CONCURRENCY at a time, each from another visitor (X-Forwarded-For, trusted from
// loopback), one in LEAD_EVERY an enquiry instead, at BENCH_RATE a second at most, while a signed-in owner polls /admin/stats.json POLLS_PER_SECOND
// times a second. Then it reads the figures once more and prints what was sent, what was recorded and the events
// the server says it dropped; exits 1 when any was dropped. A measurement, not a test: not part of npm test.
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RELAY_PATH } from "../shared/relay-contract";
import { site } from "../shared/site";
import { startChildServer } from "../server/testing/child-server";
import { makeClientFixture } from "../server/testing/fixture";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 36_000);
const POLLS_PER_SECOND = Number(process.env.BENCH_POLLS ?? 12);
/** Requests a second the load keeps to (as fast as it can when the machine cannot), so that runs compare. */
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const CONCURRENCY = 20;
const LEAD_EVERY = 25;
const PASSWORD = "bench-dashboard-password";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Longer than the server keeps its figures (FIGURES_MAX_AGE_MS, server/measurement/figures-cache.ts) plus a batch. */
const FRESH_AFTER_MS = 8000;
const PAGES = ["/", "/about-us", "/?utm_source=google&utm_medium=cpc&utm_campaign=bench&gclid=bench_1"];

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function call(
  agent: Agent,
  url: URL,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { agent, method: options.method ?? "GET", headers: { "user-agent": UA, ...options.headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.once("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.once("error", () => resolve({ status: 0, body: "", headers: {} }));
    req.end(options.body);
  });
}

/** Another visitor for every request: 10.x.y.z from a counter. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const fixture = makeClientFixture();
  const dataDir = mkdtempSync(join(tmpdir(), "dashboard-bench-data-"));
  const server = await startChildServer(fixture.clientDir, {
    DATA_DIR: dataDir,
    SPOOL_DIR: join(dataDir, "spool"),
    OUTBOX_DIR: join(dataDir, "outbox"),
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: "loopback",
    RATE_LIMIT_MAX: "1000000",
    RATE_LIMIT_GLOBAL_MAX: "100000000",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + 4 });
  try {
    // The first page view opens the database: wait until it records, so that the load meets an open database.
    await call(agent, new URL("/healthz", server.url));
    await call(agent, new URL("/about-us", server.url), { headers: { "x-forwarded-for": "192.0.2.1" } });
    const openBy = Date.now() + 60_000;
    while (!server.output().includes("measurement: recording") && Date.now() < openBy) await sleep(200);
    const login = await call(agent, new URL("/admin/login", server.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    const cookie = String(login.headers["set-cookie"] ?? "").split(";")[0]!;
    if (login.status !== 303 || !cookie) throw new Error(`cannot sign in to the dashboard (${login.status})`);
    const figures = async (days: number) => {
      const answer = await call(agent, new URL(`/admin/stats.json?days=${days}`, server.url), { headers: { cookie } });
      return answer.status === 200 ? (JSON.parse(answer.body) as { pageviews: number; leads: number }) : null;
    };
    const before = (await figures(1)) ?? { pageviews: 0, leads: 0 };

    // The owner's dashboard, polled without waiting for its answers, as many tabs or a script would.
    let polls = 0;
    let pollsAnswered = 0;
    const pollTimes: number[] = [];
    const poller = setInterval(
      () => {
        if (POLLS_PER_SECOND <= 0) return;
        polls += 1;
        const askedAt = performance.now();
        void figures(30).then((answer) => {
          pollTimes.push(performance.now() - askedAt);
          if (answer) pollsAnswered += 1;
        });
      },
      1000 / Math.max(POLLS_PER_SECOND, 1),
    );

    let sent = 0;
    let views = 0;
    let leads = 0;
    let refused = 0;
    const relayUrl = new URL(RELAY_PATH, server.url);
    const startedAt = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS) {
          const n = ++sent;
          const due = startedAt + (n * 1000) / RATE;
          if (due > performance.now()) await sleep(due - performance.now());
          const headers = { "x-forwarded-for": addressOf(n) };
          if (n % LEAD_EVERY === 0) {
            const answer = await call(agent, relayUrl, {
              method: "POST",
              headers: { ...headers, "content-type": "application/json", referer: `${server.url}/about-us` },
              body: JSON.stringify({
                to: site.email,
                name: site.senderLabel,
                subject: `Bench ${n}`,
                body: "Name: Bench Visitor\nMessage: An enquiry.",
                elapsedMs: 9000,
              }),
            });
            if (answer.status === 200) leads += 1;
            else refused += 1;
          } else {
            const answer = await call(agent, new URL(PAGES[n % PAGES.length]!, server.url), { headers });
            if (answer.status === 200) views += 1;
            else refused += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    clearInterval(poller);

    // Every batch written (2 s), and figures newer than the cache: then count what was recorded.
    await sleep(FRESH_AFTER_MS);
    let after = await figures(1);
    const settledBy = Date.now() + 30_000;
    for (let last = -1; after && after.pageviews !== last && Date.now() < settledBy;) {
      last = after.pageviews;
      await sleep(FRESH_AFTER_MS);
      after = await figures(1);
    }
    const dropped = [...server.output().matchAll(/"droppedEvents":(\d+)/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    const recordedViews = (after?.pageviews ?? 0) - before.pageviews;
    const recordedLeads = (after?.leads ?? 0) - before.leads;
    console.log(
      `\nDashboard polling under load: ${REQUESTS} requests (at most ${RATE} a second, ${CONCURRENCY} at a time, one in ${LEAD_EVERY} an enquiry, each from another visitor), ` +
        `${POLLS_PER_SECOND} stats.json a second, ${process.env.DATABASE_URL ? "Postgres (DATABASE_URL)" : "the embedded database"}, loopback (${new Date().toISOString().slice(0, 10)})\n`,
    );
    console.log(
      `  load                ${seconds.toFixed(1)} s, ${(REQUESTS / seconds).toFixed(0)} requests/s, ${refused} not accepted`,
    );
    const slowest = Math.max(0, ...pollTimes);
    console.log(
      `  stats.json polls    ${polls} sent, ${pollsAnswered} answered 200, the slowest in ${(slowest / 1000).toFixed(1)} s`,
    );
    console.log(`  page views          ${views} sent, ${recordedViews} recorded`);
    console.log(`  leads               ${leads} sent, ${recordedLeads} recorded`);
    const reasons = new Set(
      [...server.output().matchAll(/"droppedEvents":\d+,"reason":"([^"]*)"/g)].map((match) => match[1]),
    );
    console.log(
      `  events dropped      ${dropped} (the server's "measurement: events dropped" lines)${reasons.size ? `: ${[...reasons].join("; ")}` : ""}`,
    );
    if (dropped > 0 || recordedViews !== views || recordedLeads !== leads) {
      console.error("\nMeasurement lost events while the dashboard was read.");
      process.exitCode = 1;
    } else console.log("\nNothing lost: reading the dashboard did not hold up the writes.");
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    fixture.cleanup();
  }
}

await main();
