import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { site } from "../../../shared/site";
import { RELAY_MIN_ELAPSED_MS } from "../../../shared/relay-contract";

// Helpers for submitting the enquiry forms end to end and reading the mail the SMTP sink of the global setup
// writes to SMTP_SINK_DIR; shared by forms.spec.ts and landing.spec.ts.

/**
 * Opens a page, scrolls to the form and waits until React has hydrated it. The contact form's code loads when it
 * reaches the screen, the requirement form's on the visitor's first use of it (a pointerdown stands for that here).
 */
export async function openForm(page: Page, path: string, formName: string) {
  await page.goto(path);
  // Pages from the fixture's `page` already waited for this; a page from a context of a test's own has not.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.getByRole("form", { name: formName });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  await form.dispatchEvent("pointerdown");
  await waitForHydratedForm(page, formName);
  return { form };
}

/** Waits until React has taken over the form (its element carries React's keys). */
export async function waitForHydratedForm(page: Page, formName: string) {
  await page.waitForFunction(
    (name) => {
      const element = document.querySelector(`form[aria-label="${name}"]`);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
    },
    formName,
  );
}

/**
 * The relay quietly drops what is sent sooner after the page began to load than a person could type it: wait until
 * a person could have sent it (the page's own clock, which the forms use, counts from the navigation).
 */
export async function waitLikeAPerson(page: Page) {
  await page.waitForFunction((minimum) => performance.now() > minimum, RELAY_MIN_ELAPSED_MS + 300);
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export interface ReceivedMail {
  envelopeTo: string;
  header: (name: string) => string | undefined;
  lines: string[];
}

function decodeBody(body: string, encoding: string | undefined) {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

/** Enough of RFC 5322 for the sink's single-part plain-text messages. */
function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n(?=[ \t])/g, "");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const text = decodeBody(raw.slice(split + 4), headers.get("content-transfer-encoding"));
  return {
    envelopeTo: headers.get("x-envelope-to") ?? "",
    header: (name) => headers.get(name.toLowerCase()),
    lines: text.trimEnd().split(/\r?\n/),
  };
}

function findMail(subject: string): ReceivedMail | undefined {
  const dir = process.env.SMTP_SINK_DIR;
  if (!dir) throw new Error("SMTP_SINK_DIR is not set: run through the Playwright global setup");
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".eml"))) {
    const mail = parseMail(readFileSync(join(dir, file), "utf8"));
    if (mail.header("Subject") === subject) return mail;
  }
  return undefined;
}

export async function receivedMail(subject: string): Promise<ReceivedMail> {
  await expect.poll(() => findMail(subject) !== undefined, { timeout: 15_000, message: `a message with the subject "${subject}"` }).toBe(true);
  return findMail(subject) as ReceivedMail;
}

export function expectSentByTheSite(mail: ReceivedMail) {
  expect(mail.envelopeTo).toBe(site.email);
  expect(mail.header("From")).toMatch(new RegExp(`^"?${site.senderLabel}"? <[^>]+>$`));
}

/** The notification with exactly this text. */
export const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: new RegExp(`^${text.replace(/[.!?]/g, "\\$&")}$`) });
