import { messagesFor } from "../../shared/i18n/messages";
import type { Request } from "@playwright/test";
import { expect, gotoBeforeHydration, test, type Page } from "./support/test";
import {
  contactFields,
  receivedMail,
  requirementFields,
  toast,
  unique,
  waitLikeAPerson,
  expectFieldError,
} from "./support/enquiry";
import { emulatePhoneNetwork } from "../../server/testing/phone-network";

/** The English words in code, as the forms show them. */
const english = messagesFor("en");

// The visitor's very first action on a form, on a throttled phone network, while the form's code has not arrived:
// the form's chunk is held back until that action is done, so the code genuinely comes after it. Nothing
// waits for hydration and nothing is dispatched by hand: a real click or Enter right after the page's load event.
// Whatever came first must get the documented behaviour (docs/product-rules.md) once the code runs: its messages (never the browser's bubble),
// the busy button, the notification and /thank-you through the JSON request, or its network failure text.

/** Lighthouse's phone network, as the page benchmark uses it. */
async function throttle(page: Page) {
  await emulatePhoneNetwork(await page.context().newCDPSession(page));
}

/** Holds the form's chunk back from the moment it is asked for until `release()`. */
async function holdFormCode(page: Page, chunk: "contact-form" | "requirement-form") {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(new RegExp(`/assets/islands/${chunk}-[^/]+\\.js$`), async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** Counts the browser's own validation refusals (an `invalid` event is what its bubble comes with). */
async function countNativeRefusals(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { nativeRefusals: number };
    counter.nativeRefusals = 0;
    window.addEventListener("invalid", () => (counter.nativeRefusals += 1), true);
  });
  return () => page.evaluate(() => (window as unknown as { nativeRefusals: number }).nativeRefusals);
}

/** Opens the page as a visitor on a slow phone network does; returns at its load event, before hydration. */
async function openSlowly(page: Page, path: string, chunk: "contact-form" | "requirement-form") {
  await throttle(page);
  const code = await holdFormCode(page, chunk);
  const nativeRefusals = await countNativeRefusals(page);
  const relayRequests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/send-email") relayRequests.push(request);
  });
  await gotoBeforeHydration(page, path);
  return { code, nativeRefusals, relayRequests };
}

const requirement = requirementFields;
const contact = contactFields;

test.describe("the first action on the requirement form, before its code has arrived", () => {
  for (const path of ["/web-development", "/app-development"]) {
    test(`an empty submit on ${path} shows the six documented messages, never the browser's bubble`, async ({
      page,
    }, info) => {
      const { code, nativeRefusals, relayRequests } = await openSlowly(page, path, "requirement-form");
      const form = page.getByRole("form", { name: "Requirement form" });
      const f = requirement(form);

      await f.submit.click();
      await code.requested;
      code.release();

      await expectFieldError(f.name, "Name is required");
      await expectFieldError(f.email, "Email is required");
      await expectFieldError(f.phone, "Phone number is required");
      await expectFieldError(f.service, "Service is required");
      await expectFieldError(f.budget, "Budget is required");
      await expectFieldError(f.message, "Message is required");
      await expect(f.name).toBeFocused();
      expect(await nativeRefusals()).toBe(0);
      expect(relayRequests).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${path}/?$`));
      if (path === "/web-development") {
        const shot = info.outputPath("first-action-requirement.png");
        await form.screenshot({ path: shot });
        await info.attach("the form after the first action", { path: shot, contentType: "image/png" });
      }
    });
  }

  test("Enter in a field first gets the documented messages too", async ({ page }) => {
    const { code, nativeRefusals, relayRequests } = await openSlowly(page, "/web-development", "requirement-form");
    const f = requirement(page.getByRole("form", { name: "Requirement form" }));

    await f.email.pressSequentially("sam@");
    await f.email.press("Enter");
    await code.requested;
    code.release();

    await expectFieldError(f.name, "Name is required");
    await expectFieldError(f.email, "Invalid email address");
    await expect(f.email).toHaveValue("sam@");
    expect(await nativeRefusals()).toBe(0);
    expect(relayRequests).toEqual([]);
  });

  test("a valid submit shows the busy button, sends JSON, then the notification and /thank-you", async ({ page }) => {
    const { code, relayRequests } = await openSlowly(page, "/web-development", "requirement-form");
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/send-email", async (route) => {
      await answered;
      await route.continue();
    });
    const f = requirement(page.getByRole("form", { name: "Requirement form" }));
    const name = unique("First Tap");
    await f.name.fill(name);
    await f.email.fill("sam.wong@example.com");
    await f.phone.fill("852512345678");
    await f.service.selectOption({ label: "AI & Machine Learning" });
    await f.budget.selectOption({ label: english.option_budget_medium });
    await f.message.fill("Sent before the form's code arrived.");
    await waitLikeAPerson(page);

    await f.submit.click();
    code.release();

    await expect(page.getByRole("button", { name: /Sending/ })).toBeDisabled();
    expect(relayRequests).toHaveLength(1);
    const [request] = relayRequests;
    expect(request!.method()).toBe("POST");
    expect(request!.headers()["content-type"]).toBe("application/json");
    expect(request!.postDataJSON()).toMatchObject({ subject: `New Requirement from ${name}` });
    answer();

    await expect(page).toHaveURL(/\/thank-you\/?$/);
    await expect(toast(page, "Email sent successfully!")).toBeVisible();
    expect((await receivedMail(`New Requirement from ${name}`)).lines[0]).toBe(`Name: ${name}`);
  });

  test("a network failure shows the documented text and keeps every value", async ({ page }) => {
    const { code } = await openSlowly(page, "/app-development", "requirement-form");
    await page.route("**/send-email", (route) => route.abort("internetdisconnected"));
    const f = requirement(page.getByRole("form", { name: "Requirement form" }));
    await f.name.fill("Sam Wong");
    await f.email.fill("sam.wong@example.com");
    await f.phone.fill("852512345678");
    await f.service.selectOption({ label: "Technology Consulting" });
    await f.budget.selectOption({ label: english.option_budget_small });
    await f.message.fill("Offline at the worst moment.");

    await f.submit.click();
    code.release();

    await expect(toast(page, "Failed to send email. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/app-development\/?$/);
    await expect(f.name).toHaveValue("Sam Wong");
    await expect(f.email).toHaveValue("sam.wong@example.com");
    await expect(f.phone).toHaveValue("852512345678");
    await expect(f.service).toHaveValue("consulting");
    await expect(f.budget).toHaveValue("500-1000");
    await expect(f.message).toHaveValue("Offline at the worst moment.");
    await expect(f.submit).toBeEnabled();
  });
});

test.describe("the first action on the contact form, before its code has arrived", () => {
  for (const path of ["/contact-us", "/"]) {
    test(`an empty submit on ${path} shows the documented messages, never the browser's bubble`, async ({
      page,
    }, info) => {
      const { code, nativeRefusals, relayRequests } = await openSlowly(page, path, "contact-form");
      const form = page.getByRole("form", { name: "Contact form" });
      const f = contact(form);

      await f.submit.click();
      await code.requested;
      code.release();

      await expectFieldError(f.name, "Full name is required");
      await expectFieldError(f.email, "Email is required");
      await expectFieldError(f.phone, "Phone number is required");
      await expectFieldError(f.subject, "Subject is required");
      await expectFieldError(f.message, "Message is required");
      expect(await nativeRefusals()).toBe(0);
      expect(relayRequests).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "" : path}/?$`));
      if (path === "/contact-us") {
        const shot = info.outputPath("first-action-contact.png");
        await form.screenshot({ path: shot });
        await info.attach("the form after the first action", { path: shot, contentType: "image/png" });
      }
    });
  }

  test("a valid submit shows the busy button, sends JSON, then the notification and /thank-you", async ({ page }) => {
    const { code, relayRequests } = await openSlowly(page, "/contact-us", "contact-form");
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/send-email", async (route) => {
      await answered;
      await route.continue();
    });
    const form = page.getByRole("form", { name: "Contact form" });
    const f = contact(form);
    const subject = unique("First tap");
    await f.name.fill("Jane Chan");
    await f.email.fill("jane.chan@example.com");
    await f.phone.fill("+85251234567");
    await f.subject.fill(subject);
    await form.getByLabel("Service", { exact: true }).selectOption("Data Science");
    await f.message.fill("Sent before the form's code arrived.");
    await waitLikeAPerson(page);

    await f.submit.click();
    code.release();

    await expect(form.getByRole("button", { name: /Sending/ })).toBeDisabled();
    expect(relayRequests).toHaveLength(1);
    const [request] = relayRequests;
    expect(request!.method()).toBe("POST");
    expect(request!.headers()["content-type"]).toBe("application/json");
    expect(request!.postDataJSON()).toMatchObject({ subject });
    answer();

    await expect(page).toHaveURL(/\/thank-you\/?$/);
    await expect(toast(page, "Email sent successfully")).toBeVisible();
    expect((await receivedMail(subject)).lines).toContain("Service Needed: Data Science");
  });

  test("a network failure on the home page shows the error and keeps every value", async ({ page }) => {
    const { code } = await openSlowly(page, "/", "contact-form");
    await page.route("**/send-email", (route) => route.abort("internetdisconnected"));
    const form = page.getByRole("form", { name: "Contact form" });
    const f = contact(form);
    await f.name.fill("Jane Chan");
    await f.email.fill("jane.chan@example.com");
    await f.phone.fill("+85251234567");
    await f.subject.fill("Offline");
    await f.message.fill("Offline at the worst moment.");

    await f.submit.click();
    code.release();

    // The form's own words, never the browser's (docs/product-rules.md, "Outcomes and notifications").
    await expect(toast(page, "Failed to send email. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(f.name).toHaveValue("Jane Chan");
    await expect(f.email).toHaveValue("jane.chan@example.com");
    await expect(f.phone).toHaveValue("+85251234567");
    await expect(f.subject).toHaveValue("Offline");
    await expect(f.message).toHaveValue("Offline at the worst moment.");
    await expect(f.submit).toBeEnabled();
  });
});
