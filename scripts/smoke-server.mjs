#!/usr/bin/env node
/**
 * Smoke test of the built server, on whichever Node runs this script (.ci/run runs it on Node 24 too):
 * starts the production artefact as the container image and the systemd unit do (`node build/server/main.mjs`, the
 * bundle `npm run build` writes), on a free loopback port with a scratch data folder and outbox, and checks
 *
 *  - GET /healthz answers 200 {"status":"ok"}, and GET /readyz 200 {"status":"ready"};
 *  - prerendered pages answer 200 HTML with a Content-Security-Policy whose script-src allows each of the page's inline
 *    scripts by its sha256 (hashed here, independently of the build) and never 'unsafe-inline';
 *  - an unknown path answers 404;
 *  - a JSON POST to /send-email answers 200 {"success":true}, and the enquiry reaches the outbox;
 *  - SIGTERM stops the server with exit code 0.
 *
 * Needs `npm run build` first. On any failure it prints what failed and the server's output, and exits 1. Every step
 * has a time limit and so has the whole run, so it never hangs a CI job. Plain Node, no TypeScript: it must run on
 * any Node the project supports before anything else is known to work there.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const PAGES = ["/", "/contact-us"];
/** One request; the server's start; the shutdown (deliveries get 10 s); everything. */
const REQUEST_MS = 15_000;
const START_MS = 60_000;
const DELIVERY_MS = 20_000;
const STOP_MS = 25_000;
const WHOLE_RUN_MS = 3 * 60_000;

class SmokeFailure extends Error {}
const fail = (message) => {
  throw new SmokeFailure(message);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The sha256 CSP source of each inline script the browser would run (no src, no data type such as JSON), as the
 * browser hashes it: the raw text with CR LF and lone CR read as LF.
 */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The address the forms send to: the site's e-mail, which every page shows as a mailto: link. */
function siteEmail(html) {
  return (
    /href="mailto:([^"?]+)"/.exec(html)?.[1] ??
    fail("The home page shows no mailto: link, so the relay's recipient is unknown")
  );
}

function startServer(env) {
  const child = spawn(process.execPath, ["build/server/main.mjs"], {
    cwd: root,
    // Only what the server needs, so that no SMTP_URL, REDIS_URL or NODE_ENV of the CI machine leaks in.
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function main(server, origin, outboxDir) {
  const request = async (path, init = {}) => {
    try {
      return await fetch(`${origin}${path}`, { redirect: "manual", ...init, signal: AbortSignal.timeout(REQUEST_MS) });
    } catch (error) {
      return fail(`${init.method ?? "GET"} ${path} got no answer: ${error.cause?.message ?? error.message}`);
    }
  };
  const check = (ok, message) => ok || fail(message);

  // Up: /healthz answers once the server listens; a server that exits at start says why in its output.
  const startedBy = Date.now() + START_MS;
  for (;;) {
    const exit = await Promise.race([server.exited, sleep(250).then(() => null)]);
    if (exit) fail(`The server exited at start (code ${exit.code}, signal ${exit.signal})`);
    const answer = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (answer) {
      const body = await answer.text();
      check(
        answer.status === 200 && JSON.parse(body).status === "ok",
        `GET /healthz answered ${answer.status} ${body}`,
      );
      break;
    }
    if (Date.now() > startedBy) fail(`The server did not answer /healthz within ${START_MS / 1000} s`);
  }
  console.log("  ok  GET /healthz: 200 {status: ok}");

  const ready = await request("/readyz");
  const readyBody = await ready.text();
  check(
    ready.status === 200 && JSON.parse(readyBody).status === "ready",
    `GET /readyz answered ${ready.status} ${readyBody}`,
  );
  console.log("  ok  GET /readyz: 200 {status: ready}");

  let homePage = "";
  for (const path of PAGES) {
    const page = await request(path);
    const html = await page.text();
    check(page.status === 200, `GET ${path} answered ${page.status}`);
    check(
      page.headers.get("content-type")?.startsWith("text/html"),
      `GET ${path} is ${page.headers.get("content-type")}, not HTML`,
    );
    check(/<main\b/.test(html), `GET ${path} has no <main>: not the prerendered page`);
    const csp = page.headers.get("content-security-policy") ?? fail(`GET ${path} has no Content-Security-Policy`);
    const scriptSrc = csp
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src")
      ?.slice(1);
    check(scriptSrc, `The CSP of ${path} has no script-src: ${csp}`);
    check(!scriptSrc.includes("'unsafe-inline'"), `The CSP of ${path} allows 'unsafe-inline' scripts`);
    const inline = inlineScriptHashes(html);
    check(inline.length > 0, `GET ${path} has no inline script: not the prerendered page with its bootstrap`);
    const blocked = inline.filter((hash) => !scriptSrc.includes(hash));
    check(
      !blocked.length,
      `The CSP of ${path} blocks ${blocked.length} of its ${inline.length} inline scripts (${blocked.join(" ")})`,
    );
    console.log(`  ok  GET ${path}: 200 HTML, its ${inline.length} inline scripts allowed by their hashes`);
    if (path === "/") homePage = html;
  }

  const missing = await request("/no-such-page-smoke-test");
  await missing.arrayBuffer();
  check(missing.status === 404, `GET of an unknown path answered ${missing.status}, not 404`);
  console.log("  ok  GET /no-such-page-smoke-test: 404");

  const subject = `Smoke test ${process.version} ${Date.now()}`;
  const enquiry = { to: siteEmail(homePage), name: "Smoke Test", subject, body: "Sent by scripts/smoke-server.mjs." };
  const sent = await request("/send-email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(enquiry),
  });
  const answer = await sent.text();
  check(
    sent.status === 200 && JSON.parse(answer).success === true,
    `POST /send-email answered ${sent.status} ${answer}`,
  );
  console.log("  ok  POST /send-email: 200 {success: true}");

  const deliveredBy = Date.now() + DELIVERY_MS;
  const delivered = () =>
    existsSync(outboxDir) &&
    readdirSync(outboxDir).some(
      (name) => name.endsWith(".eml") && readFileSync(join(outboxDir, name), "utf8").includes(subject),
    );
  while (!delivered()) {
    if (Date.now() > deliveredBy) fail(`The enquiry did not reach the outbox within ${DELIVERY_MS / 1000} s`);
    await sleep(200);
  }
  console.log("  ok  the enquiry reached the outbox");

  server.child.kill("SIGTERM");
  const exit = await Promise.race([server.exited, sleep(STOP_MS).then(() => null)]);
  check(exit, `The server did not stop within ${STOP_MS / 1000} s of SIGTERM`);
  check(exit.code === 0, `The server exited with code ${exit.code} (signal ${exit.signal}) on SIGTERM, not 0`);
  console.log("  ok  SIGTERM: exit 0");
}

if (!existsSync(join(root, "build/client/index.html")) || !existsSync(join(root, "build/server/main.mjs"))) {
  console.error("smoke test: no build in build/client and build/server: run npm run build first");
  process.exit(1);
}
const scratch = mkdtempSync(join(tmpdir(), "smoke-server-"));
const outboxDir = join(scratch, "outbox");
const port = await freePort();
console.log(`Smoke test of the built server on Node ${process.version}, port ${port}`);
const server = startServer({
  HOST: "127.0.0.1",
  PORT: String(port),
  DATA_DIR: join(scratch, "data"),
  OUTBOX_DIR: outboxDir,
});
const watchdog = setTimeout(() => {
  server.child.kill("SIGKILL");
  console.error(
    `smoke test FAILED: not finished within ${WHOLE_RUN_MS / 1000} s\n--- server output ---\n${server.output()}`,
  );
  rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
}, WHOLE_RUN_MS);

let failed = false;
try {
  await main(server, `http://127.0.0.1:${port}`, outboxDir);
} catch (error) {
  failed = true;
  const message = error instanceof SmokeFailure ? error.message : (error?.stack ?? String(error));
  console.error(`smoke test FAILED: ${message}\n--- server output ---\n${server.output().trimEnd()}`);
} finally {
  clearTimeout(watchdog);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
}
if (!failed) console.log("Smoke test passed.");
// Explicitly: an idle keep-alive socket must not hold the process open.
process.exit(failed ? 1 : 0);
