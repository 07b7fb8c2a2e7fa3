/**
 * The relay against a real SMTP server on 127.0.0.1: what it accepts, what arrives, and what must never
 * arrive. (Delivery itself, with a mail server that fails in every way, is in ../delivery/delivery.test.ts.)
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { RELAY_PATH } from "../../shared/relay-contract";
import { useRelayHarness } from "../testing/relay-harness";
import { waitFor } from "../testing/wait";
import { deliveryFailed } from "./intake";

const { bodyLines, valid, server, start, delivered, post, expectError } = useRelayHarness();

describe("POST /send-email over SMTP", { timeout: 60_000 }, () => {
  it("answers success once the enquiry is stored, and delivers an outside client's text as sent, reading nothing back out of it", async () => {
    const { smtp } = await start();
    const res = await post({ ...valid, name: "Somebody Else" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    await delivered(1);
    const [mail] = smtp.received;
    expect(mail!.rcptTo).toEqual([site.email]);
    expect(mail!.mailFrom).toBe(`no-reply@${site.email.split("@")[1]}`);

    const { from, to, replyTo, subject, text, messageId, date } = mail!.parsed;
    // The display name is always the configured label, never the request's `name`.
    expect(from?.value).toEqual([{ name: site.senderLabel, address: `no-reply@${site.email.split("@")[1]}` }]);
    expect(to && !Array.isArray(to) ? to.value[0]?.address : undefined).toBe(site.email);
    expect(subject).toBe("Project enquiry");
    // Only a form's typed e-mail becomes Reply-To: an "Email:" line in a text is not parsed back out of it.
    expect(replyTo).toBeUndefined();
    expect(messageId).toMatch(
      new RegExp(`^<[0-9a-z]{9}-[0-9a-f]{16}@${site.email.split("@")[1]!.replace(/\./g, "\\.")}>$`),
    );
    expect(Math.abs(date!.getTime() - Date.now())).toBeLessThan(60_000);
    for (const line of bodyLines) expect(text).toContain(line);
  });

  it("matches the recipient case-insensitively and sends to the configured spelling", async () => {
    const spelled = `Hello@${site.email.split("@")[1]!.toUpperCase()}`;
    const { smtp } = await start({ MAIL_TO: `sales@example.com, ${spelled}` });
    const res = await post({ ...valid, to: site.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    await delivered(1);
    // Our spelling of the local part (domains may be lower-cased on the way).
    const [rcpt] = smtp.received[0]!.rcptTo;
    expect(rcpt).toMatch(/^Hello@/);
    expect(rcpt!.toLowerCase()).toBe(site.email);
  });

  it("keeps non-ASCII text intact", async () => {
    const { smtp } = await start();
    const body = "Name: Zoë Chan\nEmail: not-an-address\nMessage: 你好, a café — with a very long line ".concat(
      "x".repeat(120),
    );
    const res = await post({ ...valid, subject: "Enquête — 網站", body });
    expect(res.statusCode).toBe(200);
    await delivered(1);
    const { subject, replyTo, text } = smtp.received[0]!.parsed;
    expect(subject).toBe("Enquête — 網站");
    expect(replyTo).toBeUndefined();
    expect(text!.trimEnd()).toBe(body);
  });

  it("accepts a subject of 200 characters and a body of 10,000", async () => {
    const { smtp } = await start();
    const res = await post({ ...valid, subject: "s".repeat(200), body: "b".repeat(10_000) });
    expect(res.statusCode).toBe(200);
    await delivered(1);
    expect(smtp.received[0]!.parsed.text!.trimEnd()).toBe("b".repeat(10_000));
  });

  it("refuses bad requests with the contract's status and a readable error, sending nothing", async () => {
    // A high limit: this test is about validation, not the rate limit.
    const { smtp } = await start({ RATE_LIMIT_MAX: "100" });
    const json = { "content-type": "application/json" };
    const cases: Array<[string, number, Partial<InjectOptions>]> = [
      ["foreign recipient", 400, { payload: { ...valid, to: "someone@elsewhere.example" } }],
      ["recipient with extra text", 400, { payload: { ...valid, to: `${site.email}, someone@elsewhere.example` } }],
      ["CR/LF in subject", 400, { payload: { ...valid, subject: "Hi\r\nBcc: victim@elsewhere.example" } }],
      ["LF in subject", 400, { payload: { ...valid, subject: "Hi\nthere" } }],
      ["CR in name", 400, { payload: { ...valid, name: "Label\rBcc: x@y.z" } }],
      ["subject of 201 characters", 400, { payload: { ...valid, subject: "s".repeat(201) } }],
      ["body over 10,000 characters", 400, { payload: { ...valid, body: "b".repeat(10_001) } }],
      ["name over 100 characters", 400, { payload: { ...valid, name: "n".repeat(101) } }],
      ["missing body", 400, { payload: { to: valid.to, name: valid.name, subject: valid.subject } }],
      ["non-string subject", 400, { payload: { ...valid, subject: 42 } }],
      ["empty subject", 400, { payload: { ...valid, subject: "   " } }],
      ["array instead of object", 400, { payload: JSON.stringify([valid]), headers: json }],
      ["invalid JSON", 400, { payload: '{"to": ', headers: json }],
      ["empty JSON body", 400, { payload: "", headers: json }],
      ["request over 32 KiB", 413, { payload: { ...valid, body: "b".repeat(33 * 1024) } }],
      ["plain text", 415, { payload: JSON.stringify(valid), headers: { "content-type": "text/plain" } }],
      // A native form post that names no form of ours gets a page, not JSON: refusal-pages.test.ts.
    ];
    for (const [label, status, options] of cases) {
      const res = await post(undefined, options);
      expect(res.statusCode, label).toBe(status);
      expectError(res, status);
    }
    expect(smtp.received).toHaveLength(0);
  });

  describe("an enquiry from one of the site's forms", () => {
    const fields = {
      name: "Ada Lovelace",
      email: "ada@example.org",
      phone: "+442079460000",
      subject: "Project enquiry",
      service: "Web Development",
      message: "We would like a new website.",
    };
    /** As the contact form's script sends it: the text for an external relay, and the typed values. */
    const typed = (overrides: Partial<typeof fields> = {}, kind = "contact") => ({
      ...valid,
      body: "Name: Someone Else\nEmail: someone.else@example.net\nMessage: text an external relay would send",
      enquiry: { kind, page: "/contact-us/", fields: { ...fields, ...overrides } },
    });

    it("is composed from its typed values by the form's rules, with the typed e-mail as Reply-To", async () => {
      const { smtp } = await start();
      const res = await post(typed());
      expect(res.statusCode).toBe(200);
      await delivered(1);
      const { replyTo, subject, text } = smtp.received[0]!.parsed;
      expect(replyTo?.value[0]?.address).toBe("ada@example.org");
      expect(subject).toBe("Project enquiry");
      expect(text?.trimEnd().split("\n")).toEqual(
        bodyLines.flatMap((line) =>
          line.startsWith("Phone:")
            ? ["Phone: +44 20 7946 0000 (typed: +442079460000)", "Call: tel:+442079460000"]
            : [line],
        ),
      );
      const relayLine = server.log.lines.find((line) => line.relay)?.relay;
      expect(relayLine).toMatchObject({ outcome: "accepted", form: "contact", status: 200 });
    });

    it("lets no value start a line of the mail: one-line fields are joined up, the message's lines indented", async () => {
      const { smtp } = await start();
      const forged = "Bcc: victim@evil.example";
      const res = await post(
        typed({
          name: `Ann\r\n${forged}`,
          subject: `Hello\u2028${forged}`,
          message: `First line\n${forged}\u2029Last line`,
        }),
      );
      expect(res.statusCode).toBe(200);
      await delivered(1);
      const { subject, text } = smtp.received[0]!.parsed;
      expect(subject).toBe(`Hello ${forged}`);
      const lines = text!.trimEnd().split("\n");
      expect(lines[0]).toBe(`Name: Ann ${forged}`);
      expect(lines.slice(-3)).toEqual(["Message: First line", `  ${forged}`, "  Last line"]);
      // Only the labels the mail builder writes start a line.
      expect(lines.filter((line) => !line.startsWith("  ")).map((line) => line.split(":")[0])).toEqual([
        "Name",
        "Email",
        "Phone",
        "Call",
        "Service Needed",
        "Message",
      ]);
    });

    it("is refused with its form's own message when a value breaks the form's rules, or when no such form exists", async () => {
      const { smtp } = await start({ RATE_LIMIT_MAX: "100" });
      const badEmail = await post(typed({ email: "ada@example" }));
      expect(expectError(badEmail, 400)).toBe("Entered email is invalid");
      const badPhone = await post(typed({ phone: "12" }));
      expect(expectError(badPhone, 400)).toBe("Entered phone number is invalid");
      expectError(await post(typed({}, "newsletter")), 400);
      expectError(await post(typed({}, "constructor")), 400);
      expect(
        server.log.lines.filter((line) => line.relay).map((line) => (line.relay as { reason: string }).reason),
      ).toEqual(["invalid", "invalid", "unknown-form", "unknown-form"]);
      expect(await server.app.mailDelivery.status()).toMatchObject({ pending: 0 });
      expect(smtp.received).toHaveLength(0);
    });
  });

  it("answers other methods with a JSON 405 and Allow: POST", async () => {
    await start({ RATE_LIMIT_MAX: "100" });
    for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"] as const) {
      const res = await server.app.inject({ method, url: RELAY_PATH });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe("POST");
      expectError(res, 405);
    }
    const head = await server.app.inject({ method: "HEAD", url: RELAY_PATH });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe("POST");
  });

  it("says 'single line' for header injection attempts and names the limit for long subjects", async () => {
    await start();
    expect(expectError(await post({ ...valid, subject: "a\r\nb" }), 400)).toMatch(/single line/);
    expect(expectError(await post({ ...valid, subject: "s".repeat(201) }), 400)).toMatch(/200 characters/);
  });

  it("answers 200 while the SMTP server is down: the enquiry waits in the spool", async () => {
    const { smtp } = await start();
    await smtp.setBehaviour("down");
    expect((await post(valid)).statusCode).toBe(200);
    await smtp.setBehaviour("accept");
    await delivered(1);
  });

  it("answers 503, never success, when the enquiry cannot be stored", async () => {
    await start();
    await server.app.ready();
    // A file where the spool's folder is: writing the enquiry fails.
    rmSync(join(server.fixture.spoolDir, "pending"), { recursive: true });
    writeFileSync(join(server.fixture.spoolDir, "pending"), "");
    const res = await post(valid);
    expect(expectError(res, 503)).toBe(deliveryFailed("en"));
    expect(server.log.lines.find((line) => line.relay)?.relay).toMatchObject({ outcome: "failed", status: 503 });
  });

  it("answers suspected bots with success and holds what they sent instead of sending it", async () => {
    const { smtp } = await start({ RATE_LIMIT_MAX: "100" });
    for (const payload of [
      { ...valid, website: "https://spam.example" },
      { ...valid, elapsedMs: 800 },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect(smtp.received).toHaveLength(0);
    expect(await server.app.mailDelivery.held.store.count()).toBe(2); // their reasons: held.test.ts
    // A person who took their time, or a client that does not send the timing, is delivered.
    expect((await post({ ...valid, elapsedMs: 2500 })).statusCode).toBe(200);
    const { website: _website, elapsedMs: _elapsed, ...withoutExtras } = valid;
    expect((await post(withoutExtras)).statusCode).toBe(200);
    await delivered(2);
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual([valid.subject, valid.subject]);
  });

  it("logs one structured line per request, without the message text", async () => {
    await start({ RATE_LIMIT_MAX: "100" });
    await post({ ...valid, subject: "Secret subject" });
    await post({ ...valid, to: "x@elsewhere.example", subject: "Secret subject" });
    await post({ ...valid, website: "bot", subject: "Secret subject" });
    await delivered(1);

    const relayLines = server.log.lines.filter((line) => line.relay);
    expect(relayLines.map((line) => line.relay)).toMatchObject([
      {
        outcome: "accepted",
        status: 200,
        recipientAllowed: true,
        recipientDomain: site.email.split("@")[1],
        queue: "file",
      },
      {
        outcome: "rejected",
        reason: "recipient",
        status: 400,
        recipientAllowed: false,
        recipientDomain: "elsewhere.example",
      },
      { outcome: "held", reason: "honeypot", status: 200 },
    ]);
    for (const line of relayLines) expect(typeof (line.relay as { durationMs: unknown }).durationMs).toBe("number");
    // The delivery line names the same enquiry.
    const acceptedId = (relayLines[0]!.relay as { id: string }).id;
    await waitFor("the delivery log line", () =>
      server.log.lines.find((line) => (line.delivery as { state?: string })?.state === "delivered"),
    );
    expect(server.log.lines.find((line) => line.delivery)?.delivery).toMatchObject({
      id: acceptedId,
      state: "delivered",
      attempt: 1,
    });
    const everything = JSON.stringify(server.log.lines);
    expect(everything).not.toContain("Secret subject");
    expect(everything).not.toContain("Ada Lovelace");
  });
});
