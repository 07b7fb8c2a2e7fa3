/**
 * Suspected spam is held, never dropped: against a real SMTP server, with the file spool and with Redis. Each signal
 * holds a submission with its reason while the visitor gets a person's answer; a person's enquiry is delivered; the
 * owner's commands list, show and release what is held, a release delivering it exactly once.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { HeldNotice } from "../delivery/held/held-submission";
import { RELAY_PATH } from "../../shared/relay-contract";
import { site } from "../../shared/site";
import { runMailCommand } from "../delivery/mail-command";
import { useRedis } from "../testing/redis";
import { useTestServer } from "../testing/test-server";
import { testConfig } from "../testing/fixture";
import { waitFor } from "../testing/wait";
import { relayRoutes } from "./routes";

const contact = {
  form: "contact",
  page: "/contact-us/",
  name: "Mei Ling Ho",
  email: "mei.ho@example.com",
  phone: "+85261234567",
  subject: "Warehouse scanners",
  service: "Robotic Process Automation",
  message: "Scanners that talk to our stock system, like https://example.com/scanner. Before spring.",
  website: "",
};

const server = useTestServer({
  smtp: true,
  env: { RETRY_FIRST_MS: "20", RATE_LIMIT_MAX: "10000", RATE_LIMIT_GLOBAL_MAX: "100000" },
});

const postForm = (fields: Record<string, string>) =>
  server.app.inject({
    method: "POST",
    url: RELAY_PATH,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

/** As the form's script sends it. */
const postJson = (fields: Record<string, string>, spam: { website?: string; elapsedMs?: number } = {}) => {
  const { form, page, ...values } = fields;
  return server.app.inject({
    method: "POST",
    url: RELAY_PATH,
    payload: {
      to: site.email,
      name: site.senderLabel,
      subject: values.subject ?? "Enquiry",
      body: values.message ?? "",
      website: "",
      elapsedMs: 8000,
      ...spam,
      enquiry: { kind: form!, page: page!, fields: values },
    },
  });
};

const delivered = (count: number) =>
  waitFor(`${count} message(s) at the SMTP server`, () => server.smtp.received.length >= count);

/** Waits a moment longer than a delivery takes, so that a message that should not come has had its chance. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

async function mail(env: NodeJS.ProcessEnv, ...args: string[]) {
  const lines: string[] = [];
  const code = await runMailCommand(args, env, (line) => lines.push(line));
  return { code, text: lines.join("\n"), lines };
}

const heldList = () => server.app.mailDelivery.held.store.list();

describe("held submissions on the file spool", { timeout: 120_000 }, () => {
  const spoolEnv = () => ({ SPOOL_DIR: server.fixture.spoolDir });

  it("holds a post whose honeypot a browser filled, answers it as sent, and a release delivers it once", async () => {
    await server.start();
    const res = await postForm({ ...contact, website: "Mei Ling Ho" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/thank-you");
    await settle();
    expect(server.smtp.received).toHaveLength(0);

    const listed = await mail(spoolEnv(), "held");
    expect(listed.code).toBe(0);
    const line = listed.lines.find((candidate) => /^[0-9a-z]{9}-[0-9a-f]{16} /.test(candidate))!;
    expect(line).toMatch(/^\S+ {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}contact {2}en {2}honeypot$/);
    // The list never shows a word of the message or who sent it.
    for (const value of [contact.name, contact.email, contact.subject, "Scanners"])
      expect(listed.text).not.toContain(value);
    expect((await mail(spoolEnv(), "status")).text).toMatch(/^Held: 1 /m);

    const id = line.split(" ")[0]!;
    const shown = await mail(spoolEnv(), "show", id);
    expect(shown.text).toContain(`Reply-To: ${contact.email}`);
    expect(shown.text).toContain("Scanners that talk to our stock system");
    expect(shown.text).toMatch(/^Reasons: honeypot$/m);

    const released = await mail(spoolEnv(), "release", id);
    expect(released.code).toBe(0);
    expect(released.text).toMatch(/^Released /);
    await delivered(1);
    const again = await mail(spoolEnv(), "release", id);
    expect(again.code).toBe(1);
    expect(again.text).toMatch(/^No held submission /);
    await settle();
    expect(server.smtp.received).toHaveLength(1);
    expect(server.smtp.received[0]!.parsed.replyTo?.value[0]?.address).toBe(contact.email);
    expect(server.smtp.received[0]!.parsed.text).toContain("Scanners that talk to our stock system");
    expect((await mail(spoolEnv(), "status")).text).toMatch(/^Held: 0$/m);
  });

  it("tells onHeld of each held submission (form, language, reasons), and onAccepted of each accepted one only", async () => {
    const { mailDelivery } = await server.start();
    const heard: HeldNotice[] = [];
    const accepted: string[] = [];
    const relay = Fastify({ logger: false });
    await relay.register(relayRoutes, {
      config: testConfig({ SPOOL_DIR: server.fixture.spoolDir }),
      queue: mailDelivery,
      held: mailDelivery.held,
      onAccepted: (_request, { enquiry }) => accepted.push(enquiry.id),
      onHeld: (notice) => heard.push(notice),
    });
    const post = (fields: Record<string, string>) =>
      relay.inject({
        method: "POST",
        url: RELAY_PATH,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await post({ ...contact, website: "x", email: "a@mailinator.com" })).statusCode).toBe(303);
    expect((await post(contact)).statusCode).toBe(303);
    expect(heard).toEqual([{ form: "contact", language: "en", reasons: ["honeypot", "disposable-email"] }]);
    expect(accepted).toHaveLength(1);
    await relay.close();
  });

  it("releases with the server stopped: the next start delivers it", async () => {
    await server.start();
    expect((await postJson(contact, { elapsedMs: 300 })).statusCode).toBe(200);
    const [held] = await heldList();
    expect(held).toMatchObject({ form: "contact", language: "en", reasons: ["too-fast"] });
    await server.stop();
    expect((await mail(spoolEnv(), "release", held!.id)).code).toBe(0);
    await server.start();
    await delivered(1);
    await settle();
    expect(server.smtp.received).toHaveLength(1);
  });

  it("holds each signal with its reason, and delivers a person's enquiry in English or Chinese with one link", async () => {
    await server.start();
    const cases: Array<[string, Record<string, string>]> = [
      ["disposable-email", { ...contact, email: "someone@mailinator.com", message: "A quote for an app, please." }],
      ["disposable-email", { ...contact, email: "someone@inbox.mailinator.com", message: "A website for my shop." }],
      [
        "links",
        { ...contact, message: "Cheap https://a.example/1 and www.b.example and http://c.example/offer today" },
      ],
      ["script", { ...contact, message: "Здравствуйте! Мы предлагаем продвижение сайта, 50% скидка." }],
      ["script", { ...contact, message: "สวัสดีครับ เราขายบริการ SEO ราคาถูก" }],
    ];
    for (const [, fields] of cases) expect((await postForm(fields)).statusCode).toBe(303);

    // The same message from three addresses within the hour: the third is held, the first two go out.
    const pitch = { ...contact, message: "We offer guest posts on high-authority blogs." };
    for (const email of ["a@example.net", "b@example.net", "C@Example.net"])
      expect((await postForm({ ...pitch, email, message: `  ${pitch.message.toUpperCase()} ` })).statusCode).toBe(303);

    const people = [
      contact,
      { ...contact, message: "我們想做一個網上商店，參考 https://example.hk/shop ，請聯絡我。" },
      { ...contact, message: "想了解 AI 客服系統（中英對照）。Please call 6123 4567." },
    ];
    for (const fields of people) expect((await postForm(fields)).statusCode).toBe(303);

    await delivered(5);
    await settle();
    expect(server.smtp.received).toHaveLength(5);
    expect((await heldList()).map((held) => held.reasons)).toEqual([
      ...cases.map(([reason]) => [reason]),
      ["repeated"],
    ]);
  });

  it("keeps a burst of 200 held submissions from costing any real enquiry sent during it", async () => {
    await server.start();
    const posts: Array<Promise<{ statusCode: number }>> = [];
    for (let i = 0; i < 200; i += 1) {
      posts.push(postForm({ ...contact, website: `bot ${i}`, subject: `Spam ${i}` }));
      if (i % 10 === 5) posts.push(postForm({ ...contact, subject: `Real ${i}` }));
    }
    const answers = await Promise.all(posts);
    expect(answers.every((answer) => answer.statusCode === 303)).toBe(true);
    await delivered(20);
    await settle();
    const subjects = server.smtp.received.map((received) => received.parsed.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, n) => `Real ${n * 10 + 5}`).sort());
    expect(await server.app.mailDelivery.held.store.count()).toBe(200);
  });
});

describe("held submissions in Redis", { timeout: 120_000 }, () => {
  const redis = useRedis();

  it("holds, lists, shows and releases once, and counts the same message across instances", async () => {
    const env = () => ({ REDIS_URL: redis.url });
    await server.start(env());
    expect((await postForm({ ...contact, website: "autofilled" })).statusCode).toBe(303);
    const listed = await mail(env(), "held");
    expect(listed.text).toMatch(/ {2}contact {2}en {2}honeypot$/m);
    expect(listed.text).not.toContain("Scanners");
    expect((await mail(env(), "status")).text).toMatch(/^Held: 1 /m);
    const id = (await heldList())[0]!.id;
    expect((await mail(env(), "show", id)).text).toContain("Scanners that talk to our stock system");

    const releases = await Promise.all([mail(env(), "release", id), mail(env(), "release", id)]);
    expect(releases.map((release) => release.code).sort()).toEqual([0, 1]);
    await delivered(1);

    // Two instances, one memory of repeated messages: two from the first, the third from the second is held.
    const first = server.app;
    const pitch = { ...contact, message: "Buy followers, instant delivery." };
    const post = (app: typeof first, email: string) =>
      app.inject({
        method: "POST",
        url: RELAY_PATH,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ ...pitch, email }).toString(),
      });
    await post(first, "one@example.org");
    await post(first, "two@example.org");
    const second = await server.start(env());
    expect((await post(second, "three@example.org")).statusCode).toBe(303);
    expect((await heldList()).map((held) => held.reasons)).toEqual([["repeated"]]);
    await delivered(3);
    await settle();
    expect(server.smtp.received).toHaveLength(3);
  });
});
