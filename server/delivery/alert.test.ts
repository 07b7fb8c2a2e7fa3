/**
 * The dead-letter alert against a local incoming webhook (node:http): one JSON POST per dead letter, retried while the
 * webhook fails for a while, and one error log line when it cannot be sent. The URL, which holds the webhook's token,
 * is never logged. (That a dead letter triggers it, in both stores, is in delivery.test.ts.)
 */
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../testing/child-server";
import { startWebhook, type TestWebhook } from "../testing/webhook";
import { deadLetterAlerts, type DeadLetterAlert } from "./alert";

const alert: DeadLetterAlert = {
  event: "dead-letter",
  id: "0mhx2b5k0-0123456789abcdef",
  messageId: "<0mhx2b5k0-0123456789abcdef@example.com>",
  reason: "smtp-550",
  ageSeconds: 12,
};
/** Tries a few milliseconds apart. */
const QUICK = { firstMs: 10, maxMs: 40, tries: 3, timeoutMs: 5000 };

type Line = { level: string; msg: string; alert?: Record<string, unknown> };

/** A logger that keeps its lines, and resolves `settled` at the first line about an alert. */
function capture() {
  const lines: Line[] = [];
  let done: (line: Line) => void = () => {};
  const settled = new Promise<Line>((resolve) => (done = resolve));
  const at = (level: string) => (object: Record<string, unknown>, msg: string) => {
    const line = { level, msg, ...object } as Line;
    lines.push(line);
    if (line.alert) done(line);
  };
  const log = { info: at("info"), warn: at("warn"), error: at("error") } as unknown as FastifyBaseLogger;
  return { lines, log, settled };
}

let hook: TestWebhook | undefined;

afterEach(async () => {
  await hook?.close();
  hook = undefined;
});

describe("the dead-letter alert", { timeout: 30_000 }, () => {
  it("posts one JSON alert with ids and the reason only, and logs that it was sent", async () => {
    hook = await startWebhook([204]);
    const { log, lines, settled } = capture();
    const alerts = deadLetterAlerts(hook.url, log, QUICK);
    alerts.send(alert);
    expect(await settled).toMatchObject({ level: "info", alert: { state: "sent", id: alert.id, tries: 1 } });
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]).toMatchObject({ contentType: "application/json", json: alert });
    expect(Object.keys(hook.received[0]!.json as object).sort()).toEqual([
      "ageSeconds",
      "event",
      "id",
      "messageId",
      "reason",
      "text",
    ]);
    // The line a chat channel shows (Slack's incoming webhooks refuse a body without `text`).
    expect((hook.received[0]!.json as { text: string }).text).toBe(
      "An enquiry could not be delivered (smtp-550, 1 min after it was sent). It is kept as dead letter 0mhx2b5k0-0123456789abcdef: see npm run mail -- status on the server.",
    );
    await alerts.close();
    expect(JSON.stringify(lines)).not.toContain("secret-token");
  });

  it("tries again while the webhook fails for a while", async () => {
    hook = await startWebhook([503, 429, 200]);
    const { log, settled } = capture();
    const alerts = deadLetterAlerts(hook.url, log, QUICK);
    alerts.send(alert);
    expect(await settled).toMatchObject({ level: "info", alert: { state: "sent", tries: 3 } });
    expect(hook.received.map((request) => request.status)).toEqual([503, 429, 200]);
    expect(new Set(hook.received.map((request) => request.text)).size).toBe(1);
    await alerts.close();
  });

  it("logs one error line, without the URL, when every try failed", async () => {
    hook = await startWebhook([500]);
    const { log, lines, settled } = capture();
    const alerts = deadLetterAlerts(hook.url, log, QUICK);
    alerts.send(alert);
    expect(await settled).toMatchObject({
      level: "error",
      alert: { state: "not-sent", id: alert.id, messageId: alert.messageId, tries: 3, reason: "http-500" },
    });
    expect(hook.received).toHaveLength(3);
    await alerts.close();
    expect(lines.filter((line) => line.alert)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain("secret-token");
  });

  it("does not try again a request the webhook refuses (4xx), nor wait for one that cannot be reached", async () => {
    hook = await startWebhook([400]);
    const refused = capture();
    const alerts = deadLetterAlerts(hook.url, refused.log, QUICK);
    alerts.send(alert);
    expect(await refused.settled).toMatchObject({
      level: "error",
      alert: { state: "not-sent", tries: 1, reason: "http-400" },
    });
    await alerts.close();

    const nobody = capture();
    const unreachable = deadLetterAlerts(`http://127.0.0.1:${await freePort()}/hook`, nobody.log, QUICK);
    unreachable.send(alert);
    expect(await nobody.settled).toMatchObject({
      level: "error",
      alert: { state: "not-sent", tries: 3, reason: "ECONNREFUSED" },
    });
    await unreachable.close();
  });

  it("gives up the retries at shutdown, with its line", async () => {
    hook = await startWebhook([503]);
    const { log, settled } = capture();
    const alerts = deadLetterAlerts(hook.url, log, { ...QUICK, firstMs: 60_000, maxMs: 60_000 });
    alerts.send(alert);
    await hook.requests(1);
    await alerts.close();
    expect(await settled).toMatchObject({
      level: "error",
      alert: { state: "not-sent", tries: 1, reason: "http-503", stoppedBy: "shutdown" },
    });
  });
});
