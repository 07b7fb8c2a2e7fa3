/**
 * Delivery from the file spool against a real SMTP server on 127.0.0.1 that is down, stalls, trickles,
 * answers 451 or 550, or drops the connection mid-DATA: every enquiry that got a 200 arrives once the
 * server is healthy again, exactly once, with the Message-ID it got at acceptance.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { RELAY_PATH } from "../../shared/relay-contract";
import { buildServer } from "../app";
import { makeClientFixture, testConfig, type ClientFixture } from "../testing/fixture";
import { startSmtpServer, type SmtpBehaviour, type TestSmtpServer } from "../testing/smtp";
import { waitFor } from "../testing/wait";
import { runMailCommand } from "./mail-command";

let fixture: ClientFixture;
let smtp: TestSmtpServer;
let app: FastifyInstance | undefined;
let logLines: Array<Record<string, unknown>>;

const SECRET = {
  name: "Ada Secretname",
  email: "ada.secret@example.org",
  phone: "+44 20 7946 0999",
  subject: "Secret subject line",
};
const enquiry = (n: number) => ({
  to: site.email,
  name: site.senderLabel,
  subject: `${SECRET.subject} ${n}`,
  body: `Name: ${SECRET.name}\nEmail: ${SECRET.email}\nPhone: ${SECRET.phone}\nMessage: Secret body text ${n}`,
});

/**
 * Tiny retry delays, so that a retry comes within milliseconds. The SMTP timeout stays generous: on a busy
 * machine a healthy exchange must never time out (a timeout after the message went through would deliver it
 * twice, as it should, and spoil the count).
 */
const FAST = { RETRY_FIRST_MS: "20", RETRY_MAX_MS: "100", SMTP_TIMEOUT_MS: "5000" };

async function start(env: NodeJS.ProcessEnv = {}) {
  logLines = [];
  app = await buildServer({
    config: testConfig({ SMTP_URL: smtp.url, SPOOL_DIR: fixture.spoolDir, RATE_LIMIT_MAX: "100", ...FAST, ...env }),
    clientDir: fixture.clientDir,
    logger: { level: "info", stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
    shutdownGraceMs: 300,
  });
  await app.ready();
  return app;
}

async function post(n: number) {
  const res = await app!.inject({ method: "POST", url: RELAY_PATH, payload: enquiry(n) });
  expect(res.statusCode).toBe(200);
  return res;
}

const subjects = () => smtp.received.map((mail) => mail.parsed.subject);
const delivered = (count: number, timeoutMs = 10_000) =>
  waitFor(`${count} message(s) at the SMTP server`, () => smtp.received.length >= count, timeoutMs);
const status = () => app!.mailDelivery.status();
/** The delivery log lines in that state, in the order they were written. */
const linesInState = (state: string) => logLines.filter((line) => (line.delivery as { state?: string } | undefined)?.state === state);

async function mail(command: string, env: NodeJS.ProcessEnv = { SPOOL_DIR: fixture.spoolDir }) {
  const lines: string[] = [];
  const code = await runMailCommand([command], env, (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

beforeEach(async () => {
  fixture = makeClientFixture();
  smtp = await startSmtpServer();
});

afterEach(async () => {
  try {
    await app?.close();
  } finally {
    app = undefined;
    await smtp.close();
    fixture.cleanup();
  }
});

describe("delivery with retries", { timeout: 20_000 }, () => {
  it.each<[SmtpBehaviour, string]>([
    ["down", "ECONNREFUSED"],
    ["stall", "ETIMEDOUT"],
    ["tempfail", "smtp-451"],
    ["drop-data", "ECONNECTION"],
  ])("while the SMTP server is %s, enquiries wait and are all delivered once it is healthy", async (behaviour, reason) => {
    await smtp.setBehaviour(behaviour);
    // A stalled server is only noticed once the greeting times out.
    await start(behaviour === "stall" ? { SMTP_TIMEOUT_MS: "1000" } : {});
    for (let n = 1; n <= 3; n++) await post(n);
    const failed = await waitFor("a failed attempt", () => status().then((s) => s.lastError));
    expect(failed).toMatchObject({ reason, dead: false });
    expect((await status()).pending).toBe(3);

    await smtp.setBehaviour("accept");
    await delivered(3);
    await waitFor("an empty spool", () => status().then((s) => s.pending === 0));
    expect(subjects().sort()).toEqual([1, 2, 3].map((n) => `${SECRET.subject} ${n}`));
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(3);
    expect((await status()).dead).toBe(0);
  });

  it("ends an attempt at its deadline, closing the socket of a server that trickles its reply", async () => {
    await smtp.setBehaviour("trickle");
    // SMTP_TIMEOUT_MS=1000: each phase (never reached: a byte arrives every 50 ms), and 2 s for the attempt.
    // A long first retry keeps it to one attempt.
    await start({ SMTP_TIMEOUT_MS: "1000", RETRY_FIRST_MS: "60000", RETRY_MAX_MS: "60000" });
    await post(1);
    await waitFor("the connection", () => smtp.connections() === 1);
    const startedAt = Date.now();
    await waitFor("the socket to be closed", () => smtp.openConnections() === 0, 8000);
    expect(Date.now() - startedAt).toBeLessThan(6000);
    const failed = await waitFor("the failure to be noted", () => status().then((s) => s.lastError));
    expect(failed).toMatchObject({ reason: "deadline", dead: false });
    expect((await status()).pending).toBe(1);
  });

  it("makes a 550 a dead letter with one error line; mail status shows it, mail retry brings it back", async () => {
    await smtp.setBehaviour("permfail");
    await start();
    const res = await post(1);
    expect(res.json()).toEqual({ success: true });
    // The dead letter is on disk a moment before the server logs it.
    await waitFor("a dead letter, logged", async () => (await status()).dead === 1 && linesInState("dead").length > 0);

    const deadLines = linesInState("dead");
    expect(deadLines).toHaveLength(1);
    expect(deadLines[0]).toMatchObject({ level: 50, delivery: { reason: "smtp-550", attempts: 1 } });
    expect(String((deadLines[0]!.delivery as { reply: string }).reply)).toMatch(/^550 .*Mailbox unavailable/);

    const shown = await mail("status");
    expect(shown.code).toBe(0);
    expect(shown.text).toMatch(/^Pending: 0$/m);
    expect(shown.text).toMatch(/^Dead letters: 1 /m);
    expect(shown.text).toMatch(/^Last error: .*smtp-550 "550 .*Mailbox unavailable" \(became a dead letter\)$/m);

    await smtp.setBehaviour("accept");
    const retried = await mail("retry");
    expect(retried.text).toMatch(/^Put 1 dead letter back in the queue/);
    await delivered(1);
    await waitFor("an empty spool", () => status().then((s) => s.pending === 0 && s.dead === 0));
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up on an enquiry older than GIVE_UP_AFTER_MS; once retried, its age counts from the retry", async () => {
    await smtp.setBehaviour("down");
    await start({ GIVE_UP_AFTER_MS: "400" });
    await post(1);
    // The dead letter is on disk a moment before the server logs it, and a moment after its last error.
    const dead = await waitFor("a dead letter", () => status().then((s) => (s.dead === 1 ? s : undefined)));
    expect(dead.lastError).toMatchObject({ reason: "expired", dead: true });
    await waitFor("its log line", () => linesInState("dead").length > 0);
    expect(linesInState("dead")).toHaveLength(1);

    // Had its age stayed that of its acceptance, the worker would bury it again before even trying.
    await smtp.setBehaviour("accept");
    expect((await mail("retry")).code).toBe(0);
    await delivered(1);
    await waitFor("an empty spool", () => status().then((s) => s.pending === 0 && s.dead === 0));
  });

  it("resumes what a previous run left in the spool", async () => {
    await smtp.setBehaviour("down");
    await start();
    for (let n = 1; n <= 2; n++) await post(n);
    await app!.close();
    app = undefined;

    await smtp.setBehaviour("accept");
    await start();
    await delivered(2);
    expect(subjects().sort()).toEqual([`${SECRET.subject} 1`, `${SECRET.subject} 2`]);
  });

  it("leaves an attempt that outlasts the shutdown grace in the spool, connection closed", async () => {
    await smtp.setBehaviour("stall");
    await start({ SMTP_TIMEOUT_MS: "30000" });
    await post(1);
    await waitFor("the connection", () => smtp.openConnections() === 1);
    const closing = Date.now();
    await app!.close(); // grace: 300 ms
    app = undefined;
    expect(Date.now() - closing).toBeLessThan(5000);
    await waitFor("the socket to be closed", () => smtp.openConnections() === 0);

    await smtp.setBehaviour("accept");
    await start();
    await delivered(1);
  });

  it("logs ids, states and SMTP replies, never the message's text", async () => {
    await smtp.setBehaviour("tempfail");
    await start();
    await post(1);
    await waitFor("a retry line", () => linesInState("retrying").length > 0);
    await smtp.setBehaviour("accept");
    await delivered(1);
    await waitFor("the delivered line", () => linesInState("delivered").length > 0);

    const retry = linesInState("retrying")[0]!;
    expect(retry).toMatchObject({ level: 40, delivery: { reason: "smtp-451", attempt: 1 } });
    expect((retry.delivery as { reply: string }).reply).toMatch(/^451 /);
    expect((retry.delivery as { retryInMs: number }).retryInMs).toBeGreaterThan(0);
    expect((retry.delivery as { messageId: string }).messageId).toBe(smtp.received[0]!.parsed.messageId);

    const everything = JSON.stringify(logLines) + (await mail("status")).text;
    for (const secret of [...Object.values(SECRET), "Secret body"]) expect(everything).not.toContain(secret);
  });
});
