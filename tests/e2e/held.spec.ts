import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readMailDir } from "../../server/testing/smtp";
import { expect, test, type Locator } from "./support/test";
import { contactFields, openForm, toast, unique, waitLikeAPerson } from "./support/enquiry";

// A browser that autofills the hidden honeypot field: the visitor sees the same success as anyone, and the enquiry is
// held for the owner's review (`npm run mail -- held`), not delivered and not lost. The server of the global setup
// keeps its spool in E2E_SPOOL_DIR, which the owner's command reads as SPOOL_DIR.

const run = promisify(execFile);

/** `npm run mail -- <args>` against the global setup's spool, as the owner runs it on the server. */
async function mail(...args: string[]): Promise<string> {
  const spoolDir = process.env.E2E_SPOOL_DIR;
  if (!spoolDir) throw new Error("E2E_SPOOL_DIR is not set: run through the Playwright global setup");
  const { stdout } = await run(process.execPath, ["--import", "tsx", "server/delivery/mail-command.ts", ...args], {
    env: { ...process.env, SPOOL_DIR: spoolDir, REDIS_URL: "" },
  });
  return stdout;
}

/** The id of the held submission with this subject, once it is held. */
async function heldWithSubject(subject: string): Promise<string | undefined> {
  const ids = (await mail("held")).split("\n").flatMap((line) => /^([0-9a-z]{9}-[0-9a-f]{16}) /.exec(line)?.[1] ?? []);
  for (const id of ids) if ((await mail("show", id)).includes(`Subject: ${subject}`)) return id;
  return undefined;
}

/** What a browser's autofill does: sets the value and says so, as typing would. */
async function autofill(field: Locator, value: string) {
  await field.evaluate((input: HTMLInputElement, filled) => {
    input.value = filled;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);
}

test("an enquiry whose honeypot the browser autofilled shows the usual success and is held, not lost", async ({
  page,
}) => {
  test.slow();
  const { form } = await openForm(page, "/contact-us", "Contact form");
  const fields = contactFields(form);
  const subject = unique("Held e2e");
  await fields.name.fill("Jane Chan");
  await fields.email.fill("jane.chan@example.com");
  await fields.phone.fill("+85251234567");
  await fields.subject.fill(subject);
  await fields.message.fill("We need a new online shop.");
  await autofill(form.locator('input[name="website"]'), "Jane Chan");
  await waitLikeAPerson(page);
  await fields.submit.click();

  await expect(page).toHaveURL(/\/thank-you\/?$/);
  await expect(toast(page, "Email sent successfully")).toBeVisible();

  await expect.poll(() => heldWithSubject(subject), { timeout: 20_000 }).toBeDefined();
  const id = (await heldWithSubject(subject))!;
  expect(await mail("held")).toMatch(new RegExp(`^${id} {2}\\S+ {2}contact {2}en {2}honeypot$`, "m"));
  const shown = await mail("show", id);
  expect(shown).toContain("Reply-To: jane.chan@example.com");
  expect(shown).toContain("We need a new online shop.");
  // Held, so not delivered.
  const received = await readMailDir(process.env.MAIL_DIR!);
  expect(received.some((message) => message.parsed.subject === subject)).toBe(false);
});
