/**
 * Two server processes sharing one Redis (Debian's redis-server, started here on a free loopback port with
 * no persistence): one rate limit across both, and one queue, so an enquiry one instance accepted while the
 * mail server was down is delivered by the other after the first is killed.
 */
import { describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { RELAY_PATH } from "../../shared/relay-contract";
import { startChildServer, type ChildServer } from "../testing/child-server";
import { useRedis } from "../testing/redis";
import { useProcessFixtures } from "../testing/process-fixtures";
import { waitFor } from "../testing/wait";
import { runMailCommand } from "./mail-command";

const redis = useRedis();
const context = useProcessFixtures();

async function start() {
  const server = await startChildServer(context.fixture.clientDir, {
    REDIS_URL: redis.url,
    SMTP_URL: context.smtp.url,
    SPOOL_DIR: context.fixture.spoolDir,
    RATE_LIMIT_MAX: "3",
    RETRY_FIRST_MS: "50",
    RETRY_MAX_MS: "200",
    // Also how soon another instance takes over the job of one that died in the middle of it.
    SMTP_TIMEOUT_MS: "3000",
    // The test is the proxy: it says which visitor each request is from.
    TRUST_PROXY: "loopback",
  });
  context.servers.push(server);
  return server;
}

function post(server: ChildServer, subject: string, visitor: string) {
  return fetch(`${server.url}${RELAY_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": visitor },
    body: JSON.stringify({ to: site.email, name: site.senderLabel, subject, body: `Message: ${subject}` }),
  }).then((res) => res.status);
}

async function mail(command: string) {
  const lines: string[] = [];
  const code = await runMailCommand([command], { REDIS_URL: redis.url }, (line) => lines.push(line));
  expect(code).toBe(0);
  return lines.join("\n");
}

/** Each subject once: delivery is at least once, and a second copy must be the same message. */
function deliveredSubjects() {
  const ids = new Map<string, Set<string | undefined>>();
  for (const { parsed } of context.smtp.received)
    ids.set(parsed.subject ?? "", (ids.get(parsed.subject ?? "") ?? new Set()).add(parsed.messageId));
  for (const [subject, messageIds] of ids) expect(messageIds.size, subject).toBe(1);
  return [...ids.keys()].sort();
}

describe("two instances sharing Redis", { timeout: 90_000 }, () => {
  it("share one rate limit and one queue: what one accepted, the other delivers after the first is killed", async () => {
    await context.smtp.setBehaviour("down");
    const [first, second] = await Promise.all([start(), start()]);
    expect(first.output()).toMatch(/accepted enquiries wait in Redis at 127\.0\.0\.1:\d+/);

    const visitor = "198.51.100.7";
    expect(await post(first, "one", visitor)).toBe(200);
    expect(await post(second, "two", visitor)).toBe(200);
    expect(await post(first, "three", visitor)).toBe(200);
    expect(await post(second, "four", visitor)).toBe(429);

    expect(await mail("status")).toMatch(/^Pending: 3 \(the oldest accepted .* ago\)$/m);
    await first.kill();
    await context.smtp.setBehaviour("accept");
    await waitFor("the three accepted enquiries", () => deliveredSubjects().length === 3);
    expect(deliveredSubjects()).toEqual(["one", "three", "two"]);
    await waitFor("an empty queue", async () => /^Pending: 0$/m.test(await mail("status")));

    // A 550 is a dead letter in Redis too, and mail retry brings it back.
    await context.smtp.setBehaviour("permfail");
    expect(await post(second, "five", "198.51.100.8")).toBe(200);
    const status = await waitFor("a dead letter", async () => {
      const text = await mail("status");
      return /^Dead letters: 1 /m.test(text) && text;
    });
    expect(status).toMatch(/^Last error: .*smtp-550 "550 .*" \(became a dead letter\)$/m);
    await context.smtp.setBehaviour("accept");
    expect(await mail("retry")).toMatch(/^Put 1 dead letter back in the queue/);
    await waitFor("the retried enquiry", () => context.smtp.received.some((mail) => mail.parsed.subject === "five"));
    expect(deliveredSubjects()).toEqual(["five", "one", "three", "two"]);

    expect(await second.stop()).toEqual({ code: 0, signal: null });

    // Without Redis nothing can be stored: the visitor is told so, never "sent".
    const third = await start();
    await redis.stop();
    expect(await post(third, "six", "198.51.100.9")).toBe(503);
    // And SIGTERM still ends the process: BullMQ's close would wait for the missing Redis forever, so after the
    // delivery grace (10 s) the connections are dropped.
    const stoppedAt = Date.now();
    expect(await third.stop()).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(20_000);
  });
});
