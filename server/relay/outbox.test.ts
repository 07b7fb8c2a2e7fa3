/**
 * The default transport (no SMTP_URL): one real .eml file per message in OUTBOX_DIR.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "../../app/config/site";
import { RELAY_PATH } from "../../app/lib/relay-contract";
import { buildServer } from "../app";
import { makeClientFixture, testConfig, type ClientFixture } from "../testing/fixture";
import { parseAddress, parseMail } from "../testing/smtp";

let fixture: ClientFixture;
let outboxParent: string;
let app: FastifyInstance | undefined;

beforeEach(() => {
  fixture = makeClientFixture();
  outboxParent = mkdtempSync(join(tmpdir(), "outbox-test-"));
});

afterEach(async () => {
  try {
    await app?.close();
  } finally {
    app = undefined;
    fixture.cleanup();
    rmSync(outboxParent, { recursive: true, force: true });
  }
});

describe("the outbox transport", { timeout: 10_000 }, () => {
  it("writes one parseable .eml per message, creating the folder, and logs its name", async () => {
    const outboxDir = join(outboxParent, "not", "there", "yet");
    const logLines: Array<Record<string, unknown>> = [];
    app = await buildServer({
      config: testConfig({ OUTBOX_DIR: outboxDir }),
      clientDir: fixture.clientDir,
      logger: { level: "info", stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
    });

    const body = "Name: Grace Hopper\nEmail: grace@example.org\nPhone: 555\nService Needed: AI\nBudget: $10k\nMessage: Hello";
    const res = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      payload: { to: site.email, name: site.senderLabel, subject: "New Requirement from Grace Hopper", body },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(outboxDir, files[0]!), "utf8");
    expect(raw).toContain("\r\n\r\n"); // RFC 5322 line ends

    const { headers, text } = parseMail(raw);
    expect(parseAddress(headers.get("from")!)).toEqual({ name: site.senderLabel, address: `no-reply@${site.email.split("@")[1]}` });
    expect(parseAddress(headers.get("to")!).address).toBe(site.email);
    expect(headers.get("subject")).toBe("New Requirement from Grace Hopper");
    expect(parseAddress(headers.get("reply-to")!).address).toBe("grace@example.org");
    expect(headers.get("message-id")).toMatch(/^<.+@.+>$/);
    expect(headers.get("date")).toBeTruthy();
    expect(headers.get("content-type")).toMatch(/^text\/plain/);
    for (const line of body.split("\n")) expect(text).toContain(line);

    const outboxLine = logLines.find((line) => typeof line.msg === "string" && line.msg.startsWith("outbox:"));
    expect(outboxLine?.msg).toContain(files[0]);
    expect(logLines.find((line) => line.relay)?.relay).toMatchObject({ outcome: "sent", status: 200, transport: "outbox" });
  });

  it("answers 502 when the outbox cannot be written", async () => {
    // A file where the folder should be: mkdir fails.
    const blocked = join(fixture.root, "secret.txt", "outbox");
    app = await buildServer({ config: testConfig({ OUTBOX_DIR: blocked }), clientDir: fixture.clientDir, logger: false });
    const res = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      payload: { to: site.email, name: site.senderLabel, subject: "Hi", body: "Hello" },
    });
    expect(res.statusCode).toBe(502);
    expect(typeof res.json().error).toBe("string");
  });
});
