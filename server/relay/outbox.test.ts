/**
 * The default transport (no SMTP_URL): one real .eml file per message in OUTBOX_DIR.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../shared/i18n/messages";
import { site } from "../../shared/site";
import { RELAY_PATH } from "../../shared/relay-contract";
import { simpleParser } from "mailparser";
import { useTestServer } from "../testing/test-server";
import { waitFor } from "../testing/wait";

const server = useTestServer();

describe("the outbox transport", { timeout: 60_000 }, () => {
  it("writes one parseable .eml per message, creating the folder, and logs its name", async () => {
    const outboxDir = join(server.fixture.root, "not", "there", "yet");
    const app = await server.start({ OUTBOX_DIR: outboxDir });
    const logLines = server.log.lines;

    // As the requirement form's script sends it: the e-mail as text, and the values as typed.
    const fields = {
      name: "Grace Hopper",
      email: "grace@example.org",
      phone: "5551234567",
      service: "ai-ml",
      budget: "5000+",
      message: "Hello",
    };
    const budget = messagesFor("en").option_budget_large;
    const body = `Name: Grace Hopper\nEmail: grace@example.org\nPhone: 5551234567\nService Needed: AI & Machine Learning\nBudget: ${budget}\nMessage: Hello`;
    const res = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      payload: {
        to: site.email,
        name: site.senderLabel,
        subject: "New Requirement from Grace Hopper",
        body,
        enquiry: { kind: "requirement", page: "/web-development", fields },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const files = await waitFor("the .eml file", () => {
      const names = existsSync(outboxDir) ? readdirSync(outboxDir).filter((name) => name.endsWith(".eml")) : [];
      return names.length > 0 ? names : undefined;
    });
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(outboxDir, files[0]!), "utf8");
    expect(raw).toContain("\r\n\r\n"); // RFC 5322 line ends

    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: site.senderLabel, address: `no-reply@${site.email.split("@")[1]}` }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(site.email);
    expect(mail.subject).toBe("New Requirement from Grace Hopper");
    expect(mail.replyTo?.value[0]?.address).toBe("grace@example.org");
    const id = files[0]!.replace(/\.eml$/, "");
    expect(mail.messageId).toBe(`<${id}@${site.email.split("@")[1]}>`);
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.headers.get("content-type")).toMatchObject({ value: "text/plain" });
    for (const line of body.split("\n")) expect(mail.text).toContain(line);

    const outboxLine = logLines.find((line) => typeof line.msg === "string" && line.msg.startsWith("outbox:"));
    expect(outboxLine?.msg).toContain(files[0]);
    expect(logLines.find((line) => line.relay)?.relay).toMatchObject({
      outcome: "accepted",
      status: 200,
      queue: "file",
      id,
    });
  });

  it("keeps the enquiry in the spool while the outbox cannot be written, and delivers it once it can", async () => {
    // A file where the folder should be: writing fails until it is removed.
    const blocked = join(server.fixture.root, "blocked");
    writeFileSync(blocked, "");
    const app = await server.start({ OUTBOX_DIR: blocked, RETRY_FIRST_MS: "20", RETRY_MAX_MS: "50" });
    const res = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      payload: { to: site.email, name: site.senderLabel, subject: "Hi", body: "Hello" },
    });
    expect(res.statusCode).toBe(200);
    const { lastError } = await waitFor("a failed attempt", () =>
      app.mailDelivery.status().then((status) => status.lastError && status),
    );
    expect(lastError).toMatchObject({ reason: "EEXIST", dead: false });
    expect((await app.mailDelivery.status()).pending).toBe(1);

    rmSync(blocked);
    await waitFor(
      "the .eml file",
      () => existsSync(blocked) && readdirSync(blocked).some((name) => name.endsWith(".eml")),
    );
    await waitFor("an empty spool", async () => (await app.mailDelivery.status()).pending === 0);
  });
});
