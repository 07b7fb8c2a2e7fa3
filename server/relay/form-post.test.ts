/**
 * The enquiry forms posted natively (no JavaScript) to the relay, against a real SMTP server: what arrives, the
 * redirect, the page a post with mistakes gets back, and what must never appear in a URL or a log line.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { buildContactEmail } from "../../app/features/enquiry/contact-schema";
import { postedFormElement } from "../../app/features/enquiry/posted-forms.server";
import { isMobileNumber } from "../../app/features/enquiry/phone-type.server";
import { checkForm } from "./enquiry-forms";
import { landingPagesIn } from "../../app/content/content.server";
import { RELAY_PATH } from "../../shared/relay-contract";
import { message } from "../../shared/i18n/messages";
import type { ClientFixture } from "../testing/fixture";
import { useTestServer } from "../testing/test-server";
import { waitFor } from "../testing/wait";

const landingPages = landingPagesIn("en");

const contact = {
  form: "contact",
  page: "/contact-us/",
  name: "Mei Ling Ho",
  email: "mei.ho@example.com",
  phone: "+85261234567",
  subject: "Warehouse scanners",
  service: "Robotic Process Automation",
  message: "Scanners that talk to our stock system.\nBefore spring.",
  website: "",
};

const requirement = {
  form: "requirement",
  page: "/app-development",
  name: "Kwok Wai",
  email: "kwok.wai@example.com",
  phone: "852612345678",
  service: "mobile-development",
  budget: "5000+",
  message: "A booking app for our three clinics.",
  website: "",
};

const emptyPosted = { values: {}, errors: {} };

/** A prerendered page as the build has it: scripts, a module preload, the empty form in its island. */
function prerenderedPage(title: string, formHtml: string) {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<link rel="modulepreload" href="/assets/app-abc123.js"><script type="module">import("/assets/app-abc123.js")</script></head>` +
    `<body><header>Harbourline</header><main><h1>${title}</h1><div data-island="x">${formHtml}</div></main>` +
    `<script>window.__reactRouterContext = {}</script></body></html>`
  );
}

function writePage(fixture: ClientFixture, path: string, html: string) {
  mkdirSync(join(server.fixture.clientDir, path), { recursive: true });
  writeFileSync(join(server.fixture.clientDir, path, "index.html"), html);
}

const server = useTestServer({
  smtp: true,
  env: { RETRY_FIRST_MS: "20", RATE_LIMIT_MAX: "100" },
  prepare(fixture) {
    const contactForm = renderToStaticMarkup(
      postedFormElement("contact", "en", { posted: emptyPosted, page: "/contact-us" }),
    );
    const requirementForm = renderToStaticMarkup(
      postedFormElement("requirement", "en", { posted: emptyPosted, page: "/x" }),
    );
    writePage(fixture, "contact-us", prerenderedPage("Contact us", contactForm));
    writePage(fixture, "app-development", prerenderedPage("Mobile apps", requirementForm + contactForm));
    writePage(fixture, landingPages[0]!.path.slice(1), prerenderedPage("Fallback landing page", requirementForm));
  },
});

async function start(env: NodeJS.ProcessEnv = {}) {
  const app = await server.start(env, { shutdownGraceMs: 500 });
  return { app, smtp: server.smtp };
}

const postForm = (fields: Record<string, string>, remoteAddress = "10.1.0.1") =>
  server.app.inject({
    method: "POST",
    url: RELAY_PATH,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

const delivered = (count: number) =>
  waitFor(`${count} message(s) at the SMTP server`, () => server.smtp.received.length >= count);

describe("a form posted without JavaScript", { timeout: 60_000 }, () => {
  it("sends the contact form's message, exactly as the script would, and answers 303 to the thank-you page", async () => {
    const { smtp } = await start();
    const res = await postForm(contact);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/thank-you");
    expect(res.headers["cache-control"]).toBe("no-store");
    await delivered(1);

    const mail = smtp.received[0]!.parsed;
    const checked = checkForm("contact", "/contact-us", contact, "en");
    if (!checked.ok || checked.enquiry.kind !== "contact") throw new Error("the contact sample must be valid");
    const expected = buildContactEmail(checked.enquiry.fields, isMobileNumber);
    expect(mail.subject).toBe(expected.subject);
    expect(mail.text?.trimEnd()).toBe(expected.body);
    expect(mail.replyTo?.value[0]?.address).toBe(contact.email);
    expect(smtp.received[0]!.rcptTo).toEqual([site.email]);
  });

  it("sends the requirement form's message with its subject and readable choices", async () => {
    const { smtp } = await start();
    const res = await postForm(requirement);
    expect(res.statusCode).toBe(303);
    await delivered(1);
    const mail = smtp.received[0]!.parsed;
    expect(mail.subject).toBe("New Requirement from Kwok Wai");
    expect(mail.text?.trimEnd().split("\n")).toEqual([
      "Name: Kwok Wai",
      "Email: kwok.wai@example.com",
      "Phone: 852612345678",
      "Service Needed: Mobile App Development",
      `Budget: ${message("option_budget_large", "en")}`,
      "Message: A booking app for our three clinics.",
    ]);
  });

  it("joins up a line break in a one-line field, so that no posted value starts a line of the mail", async () => {
    const { smtp } = await start();
    const res = await postForm({ ...requirement, name: "Kwok\r\nBcc: victim@evil.example", phone: "852612345678" });
    expect(res.statusCode).toBe(303);
    await delivered(1);
    const mail = smtp.received[0]!.parsed;
    expect(mail.subject).toBe("New Requirement from Kwok Bcc: victim@evil.example");
    expect(mail.text?.split("\n")[0]).toBe("Name: Kwok Bcc: victim@evil.example");
    expect(mail.text?.split("\n").filter((line) => line.startsWith("Bcc"))).toEqual([]);
  });

  it("answers a post with mistakes with its own page: messages, every value, focus on the first, no scripts", async () => {
    const { smtp } = await start();
    const res = await postForm({ ...contact, name: "  ", email: "mei@example", phone: "12345", message: "" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.body;
    expect(html).toContain("<title>Error: Contact us</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<h1>Contact us</h1>");
    // The page's scripts would redraw the form as empty: the answer has none.
    expect(html).not.toMatch(/<script|modulepreload/);
    // The CSP allows no inline script for it either.
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self';/);

    expect(html).toContain("Please correct the 4 fields marked below.");
    for (const message of [
      "Full name is required",
      "Entered email is invalid",
      "Entered phone number is invalid",
      "Message is required",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(
      /<input id="posted-contact-name" aria-invalid="true" aria-describedby="posted-contact-name-message" autofocus=""[^>]*value=" {2}"/,
    );
    expect(html).toMatch(/<input id="posted-contact-email" aria-invalid="true"[^>]*value="mei@example"/);
    expect(html).toMatch(
      /<input id="posted-contact-subject"(?![^>]*aria-invalid="true")[^>]*value="Warehouse scanners"/,
    );
    expect(html).toContain('<option value="Robotic Process Automation" selected="">');
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
  });

  it("escapes what was posted when it draws it back", async () => {
    await start();
    const res = await postForm({
      ...contact,
      email: "bad",
      subject: '"><script>alert(1)</script>',
      message: "</textarea><b>x</b>",
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("<script>alert(1)</script>");
    expect(res.body).toContain("&lt;/textarea&gt;&lt;b&gt;x&lt;/b&gt;");
  });

  it("shows the requirement form on the landing page it came from, and a safe page when the post names another", async () => {
    await start();
    const own = await postForm({ ...requirement, phone: "123" });
    expect(own.statusCode).toBe(400);
    expect(own.body).toContain("<h1>Mobile apps</h1>");
    expect(own.body).toContain("Phone number must be 10 or 12 digits long");

    for (const page of ["/../secret.txt", "/about-us", "/nowhere", "https://evil.example/", ""]) {
      const res = await postForm({ ...requirement, phone: "123", page });
      expect(res.statusCode, page).toBe(400);
      expect(res.body, page).toContain("<h1>Fallback landing page</h1>");
      expect(res.body).not.toContain("outside the client dir");
    }
  });

  it("holds a filled honeypot with the answer a person gets, and shows a person's mistakes first", async () => {
    const { smtp } = await start();
    const res = await postForm({ ...contact, website: "https://spam.example" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/thank-you");
    // A post with mistakes gets them shown, honeypot or not: a person whose browser filled it can correct them.
    const mistaken = await postForm({ ...contact, email: "", website: "spam" });
    expect(mistaken.statusCode).toBe(400);
    await postForm(contact);
    await delivered(1);
    expect(smtp.received).toHaveLength(1);
    expect(await server.app.mailDelivery.held.store.list()).toMatchObject([
      { form: "contact", language: "en", reasons: ["honeypot"] },
    ]);
  });

  it("refuses a post that names no known form", async () => {
    await start();
    const res = await postForm({ ...contact, form: "newsletter" });
    expect(res.statusCode).toBe(400);
  });

  it("takes a long message in a script that percent-encoding triples", async () => {
    const { smtp } = await start();
    const message = "網站".repeat(2500);
    const res = await postForm({ ...contact, message });
    expect(Buffer.byteLength(new URLSearchParams({ message }).toString())).toBeGreaterThan(32 * 1024);
    expect(res.statusCode).toBe(303);
    await delivered(1);
    expect(smtp.received[0]!.parsed.text).toContain(message);
  });

  it("counts form posts in the rate limit, and gives an over-limit post its page back with every value", async () => {
    const { smtp } = await start({ RATE_LIMIT_MAX: "2" });
    expect((await postForm(contact)).statusCode).toBe(303);
    expect((await postForm(contact)).statusCode).toBe(303);
    const limited = await postForm({ ...contact, subject: "Third try" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.body).toContain("Too many messages from your connection");
    expect(limited.body).toMatch(/<input id="posted-contact-subject"[^>]*value="Third try"/);
    await delivered(2);
    expect(smtp.received).toHaveLength(2);
  });

  it("puts no posted value in a redirect or a log line", async () => {
    await start();
    const redirect = await postForm(contact);
    await postForm({ ...contact, email: "mei@example" });
    await postForm({ ...contact, website: "bot" });
    expect(redirect.headers.location).toBe("/thank-you");
    const logs = server.log.lines.map((line) => JSON.stringify(line)).join("\n");
    for (const value of [contact.name, contact.email, contact.phone, contact.subject, "Scanners", "mei@example"])
      expect(logs).not.toContain(value);
    const relayLines = (server.log.lines as Array<{ relay?: Record<string, unknown> }>).filter((line) => line.relay);
    expect(relayLines.map((line) => [line.relay!.channel, line.relay!.outcome, line.relay!.status])).toEqual([
      ["form", "accepted", 303],
      ["form", "rejected", 400],
      ["form", "held", 303],
    ]);
  });
});
