/**
 * One table of faults, run against both stores (the file spool, and Redis: Debian's redis-server on a free loopback
 * port), with a real SMTP server on 127.0.0.1 that is down, stalls, trickles, answers 451 or 550, or drops the
 * connection mid-DATA, and a server killed with -9: every enquiry that got a 200 arrives once the mail server is
 * healthy again, exactly once or as the same message, with the Message-ID it got at acceptance. A dead letter is
 * announced to the alert webhook, shown by `npm run mail -- status`, put back by `retry`, deleted by `purge`, and
 * deleted by itself once its retention is over, with one log line that never carries the text.
 *
 * Every wait is on an event (a log line, a message at the SMTP server, a request at the webhook) or a condition:
 * no test waits a fixed time, and the generous test timeouts are only there to end a test that hangs.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { site } from "../../shared/site";
import { RELAY_PATH } from "../../shared/relay-contract";
import type { BuildServerOptions } from "../app";
import { startChildServer, type ChildServer } from "../testing/child-server";
import { useRedis } from "../testing/redis";
import type { SmtpBehaviour } from "../testing/smtp";
import { useTestServer } from "../testing/test-server";
import { waitFor } from "../testing/wait";
import { startWebhook, type TestWebhook } from "../testing/webhook";
import { runMailCommand } from "./mail-command";

const SECRET = {
  name: "Ada Secretname",
  email: "ada.secret@example.org",
  phone: "+44 20 7946 0999",
  subject: "Secret subject line",
};
const enquiry = (n: number | string) => ({
  to: site.email,
  name: site.senderLabel,
  subject: `${SECRET.subject} ${n}`,
  body: `Name: ${SECRET.name}\nEmail: ${SECRET.email}\nPhone: ${SECRET.phone}\nMessage: Secret body text ${n}`,
});
const everySecret = [...Object.values(SECRET), "Secret body"];

/**
 * Tiny retry delays, so that a retry comes within milliseconds. The SMTP timeout stays generous: on a busy
 * machine a healthy exchange must never time out (a timeout after the message went through would deliver it
 * twice, as it should, and spoil the count).
 */
const FAST = { RETRY_FIRST_MS: "20", RETRY_MAX_MS: "100", SMTP_TIMEOUT_MS: "5000" };

const redis = useRedis();

/** Each test starts with an empty Redis: no queue, no last error, no dead letter of another test. */
async function emptyRedis() {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  try {
    await client.flushall();
  } finally {
    client.disconnect();
  }
}

describe.each(["file", "redis"] as const)("delivery from the %s store", { timeout: 60_000 }, (store) => {
  let hook: TestWebhook | undefined;
  const children: ChildServer[] = [];

  const storeEnv = (): NodeJS.ProcessEnv => (store === "redis" ? { REDIS_URL: redis.url } : {});
  const operatorEnv = (): NodeJS.ProcessEnv => ({ SPOOL_DIR: server.fixture.spoolDir, ...storeEnv() });

  const server = useTestServer({
    smtp: true,
    env: () => ({ RATE_LIMIT_MAX: "100", ...FAST, ...storeEnv() }),
    prepare: async () => {
      if (store === "redis") await emptyRedis();
    },
    teardown: async () => {
      try {
        await Promise.all(children.splice(0).map((child) => child.kill()));
      } finally {
        await hook?.close();
        hook = undefined;
      }
    },
  });

  const start = (env: NodeJS.ProcessEnv = {}, delivery: BuildServerOptions["delivery"] = {}) =>
    server.start(env, { delivery });
  const stop = () => server.stop();

  async function post(n: number | string) {
    const res = await server.app.inject({ method: "POST", url: RELAY_PATH, payload: enquiry(n) });
    expect(res.statusCode).toBe(200);
    return res;
  }

  const subjects = () => server.smtp.received.map((mail) => mail.parsed.subject);
  const status = () => server.app.mailDelivery.status();

  async function mail(command: string) {
    const lines: string[] = [];
    const code = await runMailCommand([command], operatorEnv(), (line) => lines.push(line));
    return { code, text: lines.join("\n") };
  }

  it.each<[SmtpBehaviour, RegExp]>([
    ["down", /^ECONNREFUSED$/],
    ["stall", /^ETIMEDOUT$/],
    ["tempfail", /^smtp-451$/],
    // The connection in DATA is closed under it; others of the same moment (it drops them all) are reset.
    ["drop-data", /^(ECONNECTION|ESOCKET)$/],
  ])(
    "while the SMTP server is %s, enquiries wait and are all delivered once it is healthy",
    async (behaviour, reason) => {
      await server.smtp.setBehaviour(behaviour);
      // A stalled server is only noticed once the greeting times out.
      await start(behaviour === "stall" ? { SMTP_TIMEOUT_MS: "1000" } : {});
      for (let n = 1; n <= 3; n++) await post(n);
      const retry = await server.log.state("retrying");
      expect(retry.delivery).toMatchObject({ reason: expect.stringMatching(reason), permanent: false });
      expect(await status()).toMatchObject({
        pending: 3,
        dead: 0,
        lastError: { reason: expect.stringMatching(reason), dead: false },
      });

      await server.smtp.setBehaviour("accept");
      await server.smtp.messages(3);
      await server.log.state("delivered", 3);
      await waitFor("an empty queue", () => status().then((s) => s.pending === 0));
      expect(subjects().sort()).toEqual([1, 2, 3].map((n) => `${SECRET.subject} ${n}`));
      expect(new Set(server.smtp.received.map((m) => m.parsed.messageId)).size).toBe(3);
      expect((await status()).dead).toBe(0);
    },
  );

  it("ends an attempt at its deadline, closing the socket of a server that trickles its reply", async () => {
    await server.smtp.setBehaviour("trickle");
    // SMTP_TIMEOUT_MS=1000: each phase (never reached: a byte arrives every 50 ms), and 2 s for the attempt.
    // A long first retry keeps it to one attempt.
    await start({ SMTP_TIMEOUT_MS: "1000", RETRY_FIRST_MS: "60000", RETRY_MAX_MS: "60000" });
    await post(1);
    // Only the attempt's deadline ends it: no phase of the exchange ever goes quiet for a timeout.
    const retry = await server.log.state("retrying");
    expect(retry.delivery).toMatchObject({ reason: "deadline", attempt: 1 });
    await waitFor("the socket to be closed", () => server.smtp.openConnections() === 0);
    expect(server.smtp.connections()).toBe(1);
    expect(await status()).toMatchObject({ pending: 1, lastError: { reason: "deadline", dead: false } });
  });

  it("makes a 550 a dead letter with one error line and one alert; mail status shows it, mail retry brings it back", async () => {
    hook = await startWebhook();
    await server.smtp.setBehaviour("permfail");
    await start({ ALERT_WEBHOOK_URL: hook.url });
    const res = await post(1);
    expect(res.json()).toEqual({ success: true });

    const dead = await server.log.state("dead");
    expect(dead).toMatchObject({ level: 50, delivery: { reason: "smtp-550", attempts: 1 } });
    const { id, messageId, reply } = dead.delivery as { id: string; messageId: string; reply: string };
    expect(reply).toMatch(/^550 .*Mailbox unavailable/);

    const [alert] = await hook.requests(1);
    expect(alert!.contentType).toBe("application/json");
    expect(alert!.json).toEqual({
      event: "dead-letter",
      id,
      messageId,
      reason: "smtp-550",
      ageSeconds: expect.any(Number),
      text: expect.stringContaining(`dead letter ${id}`),
    });
    await server.log.line((line) => (line.alert as { state?: string } | undefined)?.state === "sent");

    const shown = await mail("status");
    expect(shown.code).toBe(0);
    expect(shown.text).toMatch(/^Pending: 0$/m);
    expect(shown.text).toMatch(/^Dead letters: 1 \(the oldest died \d+ s ago; /m);
    expect(shown.text).toMatch(/^Last error: .*smtp-550 "550 .*Mailbox unavailable" \(became a dead letter\)$/m);

    await server.smtp.setBehaviour("accept");
    const retried = await mail("retry");
    expect(retried.text).toMatch(/^Put 1 dead letter back in the queue/);
    await server.smtp.messages(1);
    await waitFor("an empty queue", () => status().then((s) => s.pending === 0 && s.dead === 0));
    expect(server.smtp.received).toHaveLength(1);
    expect(server.smtp.received[0]!.parsed.messageId).toBe(messageId);
    expect(hook.received).toHaveLength(1);
    for (const secret of everySecret) expect(alert!.text).not.toContain(secret);
  });

  it("gives up on an enquiry older than GIVE_UP_AFTER_MS; once retried, its age counts from the retry", async () => {
    await server.smtp.setBehaviour("down");
    await start({ GIVE_UP_AFTER_MS: "400" });
    await post(1);
    const dead = await server.log.state("dead");
    expect(dead.delivery).toMatchObject({ reason: "expired" });
    expect(await status()).toMatchObject({ dead: 1, lastError: { reason: "expired", dead: true } });
    expect(server.log.inState("dead")).toHaveLength(1);

    // Had its age stayed that of its acceptance, the engine would bury it again before even trying.
    await server.smtp.setBehaviour("accept");
    expect((await mail("retry")).code).toBe(0);
    await server.smtp.messages(1);
    await waitFor("an empty queue", () => status().then((s) => s.pending === 0 && s.dead === 0));
    expect(server.log.inState("dead")).toHaveLength(1);
  });

  it("keeps a dead letter for its retention, then deletes it with one log line that never carries its text", async () => {
    await server.smtp.setBehaviour("permfail");
    // DEAD_LETTER_DAYS, shortened for the test.
    const retentionMs = 300;
    await start({}, { deadLetterRetentionMs: retentionMs });
    await post(1);
    const dead = await server.log.state("dead");
    const deleted = await server.log.state("deleted");
    expect(deleted).toMatchObject({ level: 30, delivery: { id: (dead.delivery as { id: string }).id } });
    expect((deleted.delivery as { messageId: string }).messageId).toBe(
      (dead.delivery as { messageId: string }).messageId,
    );
    // Not a moment sooner than its retention (measured from the log lines' own times).
    expect((deleted.time as number) - (dead.time as number)).toBeGreaterThanOrEqual(retentionMs - 5);
    expect(await status()).toMatchObject({ dead: 0, oldestDeadAt: null });
    expect(server.log.inState("deleted")).toHaveLength(1);
    expect((await mail("retry")).text).toMatch(/^No dead letters/);
    const everything = JSON.stringify(server.log.lines);
    for (const secret of everySecret) expect(everything).not.toContain(secret);
  });

  it("deletes every dead letter at once with mail purge", async () => {
    await server.smtp.setBehaviour("permfail");
    await start();
    for (let n = 1; n <= 2; n++) await post(n);
    await server.log.state("dead", 2);
    expect(await status()).toMatchObject({ dead: 2 });

    expect(await mail("purge")).toEqual({ code: 0, text: expect.stringMatching(/^Deleted 2 dead letters \(/) });
    expect(await status()).toMatchObject({ pending: 0, dead: 0, oldestDeadAt: null });
    expect((await mail("status")).text).toMatch(/^Dead letters: 0$/m);
    expect((await mail("purge")).text).toMatch(/^No dead letters/);
    expect(server.smtp.received).toHaveLength(0);
  });

  it("resumes what a previous run left", async () => {
    await server.smtp.setBehaviour("down");
    await start();
    for (let n = 1; n <= 2; n++) await post(n);
    await stop();

    await server.smtp.setBehaviour("accept");
    await start();
    await server.smtp.messages(2);
    expect(subjects().sort()).toEqual([`${SECRET.subject} 1`, `${SECRET.subject} 2`]);
  });

  it("leaves an attempt that outlasts the shutdown grace waiting, connection closed", async () => {
    await server.smtp.setBehaviour("stall");
    await start({ SMTP_TIMEOUT_MS: "30000" });
    await post(1);
    await waitFor("the connection", () => server.smtp.openConnections() === 1);
    const closing = Date.now();
    await stop(); // grace: 300 ms
    // Ended by the shutdown, not by the 30 s SMTP timeout.
    expect(Date.now() - closing).toBeLessThan(30_000);
    await waitFor("the socket to be closed", () => server.smtp.openConnections() === 0);
    expect(server.log.inState("retrying")).toHaveLength(0);

    await server.smtp.setBehaviour("accept");
    await start();
    await server.smtp.messages(1);
  });

  it("logs ids, states and SMTP replies, never the message's text", async () => {
    await server.smtp.setBehaviour("tempfail");
    await start();
    await post(1);
    const retry = await server.log.state("retrying");
    await server.smtp.setBehaviour("accept");
    await server.smtp.messages(1);
    await server.log.state("delivered");

    expect(retry).toMatchObject({ level: 40, delivery: { reason: "smtp-451", attempt: 1 } });
    expect((retry.delivery as { reply: string }).reply).toMatch(/^451 /);
    expect((retry.delivery as { retryInMs: number }).retryInMs).toBeGreaterThan(0);
    expect((retry.delivery as { messageId: string }).messageId).toBe(server.smtp.received[0]!.parsed.messageId);

    const everything = JSON.stringify(server.log.lines) + (await mail("status")).text;
    for (const secret of everySecret) expect(everything).not.toContain(secret);
  });

  it(
    "loses nothing that got a 200 when killed with -9 in the middle of a burst; a duplicate keeps its Message-ID",
    { timeout: 120_000 },
    async () => {
      const startChild = async () => {
        const child = await startChildServer(server.fixture.clientDir, {
          SMTP_URL: server.smtp.url,
          SPOOL_DIR: server.fixture.spoolDir,
          RATE_LIMIT_MAX: "1000",
          RATE_LIMIT_GLOBAL_MAX: "1000",
          RETRY_FIRST_MS: "50",
          RETRY_MAX_MS: "200",
          // Also how soon (Redis) another instance takes over a job whose instance died in the middle of it.
          SMTP_TIMEOUT_MS: "3000",
          ...storeEnv(),
        });
        children.push(child);
        return child;
      };
      const first = await startChild();
      const accepted: string[] = [];
      let killed: Promise<void> | undefined;
      const queue = Array.from({ length: 30 }, (_, n) => `burst ${n + 1}`);
      // Ten at a time; the moment the tenth 200 arrives, kill -9.
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let subject = queue.shift(); subject; subject = queue.shift()) {
            const status = await fetch(`${first.url}${RELAY_PATH}`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(enquiry(subject)),
            }).then(
              (res) => res.status,
              () => 0,
            );
            if (status === 200) accepted.push(`${SECRET.subject} ${subject}`);
            if (accepted.length >= 10 && !killed) killed = first.kill();
            if (killed) await killed;
          }
        }),
      );
      expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
      expect(accepted.length).toBeGreaterThanOrEqual(10);
      expect(accepted.length).toBeLessThan(30);

      await startChild();
      await waitFor("every accepted enquiry at the SMTP server", () =>
        accepted.every((subject) => server.smtp.received.some((mail) => mail.parsed.subject === subject)),
      );
      const idsBySubject = new Map<string, Set<string | undefined>>();
      for (const mail of server.smtp.received) {
        const subject = mail.parsed.subject ?? "";
        idsBySubject.set(subject, (idsBySubject.get(subject) ?? new Set()).add(mail.parsed.messageId));
      }
      for (const [subject, ids] of idsBySubject) expect(ids.size, subject).toBe(1);
      expect(new Set([...idsBySubject.values()].flatMap((ids) => [...ids])).size).toBe(idsBySubject.size);

      // The operator's command sees an empty queue once all is delivered, also as run from a shell.
      await waitFor("an empty queue", async () => {
        const { text } = await mail("status");
        return /^Pending: 0$/m.test(text) && /^Dead letters: 0$/m.test(text);
      });
      const { stdout } = await promisify(execFile)("npm", ["run", "-s", "mail", "--", "status"], {
        env: { PATH: process.env.PATH, ...operatorEnv() },
      });
      expect(stdout).toMatch(/^Pending: 0$/m);
    },
  );
});
