import { messagesFor } from "../../shared/i18n/messages";
import { view } from "../../app/content/source";
import { expect, gotoBeforeHydration, test, type Locator } from "./support/test";
import { axeViolations, withOwnPage } from "./support/axe";
import { servicesIn } from "../../app/content/content.server";
import {
  contactFields,
  expectSentByTheSite,
  mailPhoneLines,
  openForm,
  requirementFields,
  receivedMail,
  toast,
  unique,
  waitForHydratedForm,
  waitLikeAPerson,
  expectFieldError,
} from "./support/enquiry";

/** The English words in code, as the forms show them. */
const english = messagesFor("en");

const services = servicesIn("en");

const contactSectionCopy = view("siteCopy.contactSection");
const landingCopy = view("siteCopy.landing");

// The two enquiry forms, as a visitor uses them, against the production build and the real relay.
// Mail goes to the test SMTP server of the global setup (see support/enquiry.ts).

async function expectNoFieldError(control: Locator) {
  await expect(control).not.toHaveAttribute("aria-invalid", "true");
}

test.describe("contact form on /contact-us", () => {
  const fields = (form: Locator) => ({
    ...contactFields(form),
    service: form.getByRole("button", { name: /^Service\b/ }),
  });

  async function fillValid(form: Locator, subject: string) {
    const f = fields(form);
    await f.name.fill("Jane Chan");
    await f.email.fill("jane.chan@example.com");
    await f.phone.fill("+85251234567");
    await f.subject.fill(subject);
    await f.service.click();
    await form.getByRole("option", { name: "Data Science" }).click();
    await f.message.fill("We need a new online shop.\nLaunch in spring.");
  }

  async function expectValuesKept(
    form: Locator,
    subject: string,
    service = "Data Science",
    message = "We need a new online shop.\nLaunch in spring.",
  ) {
    const f = fields(form);
    await expect(f.name).toHaveValue("Jane Chan");
    await expect(f.email).toHaveValue("jane.chan@example.com");
    await expect(f.phone).toHaveValue("+85251234567");
    await expect(f.subject).toHaveValue(subject);
    await expect(f.service).toHaveAccessibleName(`Service ${service}`);
    await expect(f.message).toHaveValue(message);
    await expect(f.submit).toBeEnabled();
  }

  test("shows each message on change and on blur", async ({ page }) => {
    const { form } = await openForm(page, "/contact-us", "Contact form");
    const f = fields(form);

    await f.name.fill("Jane");
    await expectNoFieldError(f.name);
    await f.name.fill("");
    await expect(f.name).toBeFocused();
    await expectFieldError(f.name, "Full name is required");
    await expect(form.getByText("Full name is required")).toBeVisible();
    await f.name.fill("   ");
    await expectFieldError(f.name, "Full name is required");

    await f.email.focus();
    await f.email.blur();
    await expectFieldError(f.email, "Email is required");
    await f.email.fill("jane@example");
    await expectFieldError(f.email, "Entered email is invalid");
    await f.email.fill("jane@example.com");
    await expectNoFieldError(f.email);

    await f.phone.fill("12345");
    await expectFieldError(f.phone, "Entered phone number is invalid");
    await f.phone.fill("+85251234567");
    await expectNoFieldError(f.phone);
    await f.phone.fill("");
    await expectFieldError(f.phone, "Phone number is required");

    await f.subject.fill("   ");
    await expectFieldError(f.subject, "Subject is required");

    await f.message.focus();
    await f.message.blur();
    await expectFieldError(f.message, "Message is required");
    await f.message.fill(" \n ");
    await expectFieldError(f.message, "Message is required");
  });

  test("the service picker opens by click and by keyboard and chooses a service", async ({ page }) => {
    const { form } = await openForm(page, "/contact-us", "Contact form");
    const { service } = fields(form);
    const listbox = form.getByRole("listbox", { name: "Service" });

    await expect(form.getByText("Service", { exact: true })).toBeVisible();
    await expect(service).toHaveAccessibleName("Service Web Development");
    await service.click();
    await expect(listbox).toBeVisible();
    await expect(service).toHaveAttribute("aria-expanded", "true");
    await expect(listbox.getByRole("option")).toHaveCount(services.length);
    await expect(listbox.getByRole("option", { name: "Web Development" })).toHaveAttribute("aria-selected", "true");
    await listbox.getByRole("option", { name: "Machine Learning" }).click();
    await expect(listbox).toBeHidden();
    await expect(service).toHaveAccessibleName("Service Machine Learning");

    await service.click();
    await expect(listbox).toBeVisible();
    await page.getByRole("heading", { name: contactSectionCopy.formTitle }).click();
    await expect(listbox).toBeHidden();
    await expect(service).toHaveAccessibleName("Service Machine Learning");

    await service.focus();
    await page.keyboard.press("ArrowDown");
    await expect(listbox).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(service).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(listbox).toBeFocused();
    await page.keyboard.press("Home");
    await expect(listbox).toHaveAttribute(
      "aria-activedescendant",
      (await listbox.getByRole("option").first().getAttribute("id")) ?? "",
    );
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(listbox).toBeHidden();
    await expect(service).toHaveAccessibleName("Service Natural Language Processing");
    await expect(service).toBeFocused();

    await page.keyboard.press("Space");
    await expect(listbox).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect(service).toHaveAccessibleName("Service Cloud Migration");
  });

  test("a valid enquiry reaches the inbox and leads to the thank-you page", async ({ page }) => {
    const { form } = await openForm(page, "/contact-us", "Contact form");
    const subject = unique("Contact e2e");
    await fillValid(form, subject);
    await waitLikeAPerson(page);
    await fields(form).submit.click();

    await expect(page).toHaveURL(/\/thank-you\/?$/);
    await expect(toast(page, "Email sent successfully")).toBeVisible();

    const mail = await receivedMail(subject);
    expectSentByTheSite(mail);
    expect(mail.lines).toEqual([
      "Name: Jane Chan",
      "Email: jane.chan@example.com",
      ...mailPhoneLines("+85251234567"),
      "Service Needed: Data Science",
      "Message: We need a new online shop.",
      "  Launch in spring.",
    ]);
  });

  test("what was typed before the scripts ran is kept and sent when submitted right after they run", async ({
    page,
  }) => {
    // The page's scripts are held back while the visitor types into the prerendered form.
    const held: Array<() => void> = [];
    let holding = true;
    await page.route("**/assets/**/*.js", async (route) => {
      if (!holding) return route.continue();
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await gotoBeforeHydration(page, "/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.scrollIntoViewIfNeeded();
    const subject = unique("Typed early");
    await form.getByLabel("Name", { exact: true }).fill("Jane Chan");
    await form.getByLabel("Email", { exact: true }).fill("jane.chan@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("+85251234567");
    await form.getByLabel("Subject", { exact: true }).fill(subject);
    await form.getByLabel("Service", { exact: true }).selectOption("Machine Learning");
    await form.getByLabel("Message", { exact: true }).fill("Typed while the page was still loading.");
    // As long as a person takes to type all that, counted from the page's start; then the scripts arrive.
    await waitLikeAPerson(page);
    expect(held.length, "scripts held back").toBeGreaterThan(0);
    holding = false;
    for (const release of held.splice(0)) release();
    await page.unrouteAll({ behavior: "wait" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await waitForHydratedForm(page, "Contact form");

    // Submitted at once, well within 2 s of the form's code running: it is a person's enquiry and arrives.
    const f = fields(form);
    await expectValuesKept(form, subject, "Machine Learning", "Typed while the page was still loading.");
    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/send-email") && request.headers()["content-type"] === "application/json",
    );
    await f.submit.click();
    await sent;
    await expect(page).toHaveURL(/\/thank-you\/?$/);
    await expect(toast(page, "Email sent successfully")).toBeVisible();
    expect((await receivedMail(subject)).lines).toEqual([
      "Name: Jane Chan",
      "Email: jane.chan@example.com",
      ...mailPhoneLines("+85251234567"),
      "Service Needed: Machine Learning",
      "Message: Typed while the page was still loading.",
    ]);
  });

  test("when the relay fails, the form's own words show, one request was made and every value stays", async ({
    page,
  }) => {
    const relayText =
      "We could not deliver your message right now. Please try again in a few minutes or e-mail us directly.";
    let requests = 0;
    await page.route("**/send-email", async (route) => {
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "Resting" }) });
    });
    const { form } = await openForm(page, "/contact-us", "Contact form");
    const subject = unique("Relay failure");
    await fillValid(form, subject);
    await waitLikeAPerson(page);
    await fields(form).submit.dblclick();

    await expect(form.getByRole("button", { name: /Sending/ })).toBeDisabled();
    await expect(toast(page, relayText)).toBeVisible();
    expect(requests).toBe(1);
    await expect(page).toHaveURL(/\/contact-us\/?$/);
    await expectValuesKept(form, subject);
  });

  test("when the network fails, the form's own message shows (not the browser's) and every value stays", async ({
    page,
  }) => {
    await page.route("**/send-email", (route) => route.abort("internetdisconnected"));
    const { form } = await openForm(page, "/contact-us", "Contact form");
    const subject = unique("Network failure");
    await fillValid(form, subject);
    await fields(form).submit.click();

    await expect(toast(page, "Failed to send email. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us\/?$/);
    await expectValuesKept(form, subject);
  });
});

test.describe("requirement form on /web-development", () => {
  const fields = requirementFields;

  async function fillValid(form: Locator, name: string) {
    const f = fields(form);
    await f.name.fill(name);
    await f.email.fill("sam.wong@example.com");
    await f.phone.fill("852512345678");
    await f.service.selectOption({ label: "AI & Machine Learning" });
    await f.budget.selectOption({ label: english.option_budget_medium });
    await f.message.fill("A chatbot that answers order questions.");
  }

  test("'Get Started' scrolls to the form", async ({ page }) => {
    await openForm(page, "/web-development", "Requirement form");
    await page.locator("#banner").getByRole("link", { name: landingCopy.startButton }).click();
    await expect(page).toHaveURL(/#requirement-form$/);
    await expect(page.locator("#requirement-form")).toBeInViewport();
  });

  test("shows messages on blur, not while typing", async ({ page }) => {
    const { form } = await openForm(page, "/web-development", "Requirement form");
    const f = fields(form);

    await f.name.focus();
    await f.name.blur();
    await expectFieldError(f.name, "Name is required");

    await f.email.fill("sam@");
    await expectNoFieldError(f.email);
    await f.email.blur();
    await expectFieldError(f.email, "Invalid email address");

    await f.phone.fill("abc");
    await expectNoFieldError(f.phone);
    await f.phone.blur();
    await expectFieldError(f.phone, "Phone number must contain only numbers");
    await f.phone.fill("12345678901");
    await f.phone.blur();
    await expectFieldError(f.phone, "Phone number must be 10 or 12 digits long");
    await f.phone.fill("1234567890");
    await f.phone.blur();
    await expectNoFieldError(f.phone);

    await f.service.focus();
    await f.service.blur();
    await expectFieldError(f.service, "Service is required");
  });

  test("an empty submit shows all six messages", async ({ page }) => {
    const { form } = await openForm(page, "/web-development", "Requirement form");
    const f = fields(form);
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/send-email")) requests += 1;
    });
    await f.submit.click();
    await expectFieldError(f.name, "Name is required");
    await expectFieldError(f.email, "Email is required");
    await expectFieldError(f.phone, "Phone number is required");
    await expectFieldError(f.service, "Service is required");
    await expectFieldError(f.budget, "Budget is required");
    await expectFieldError(f.message, "Message is required");
    await expect(f.name).toBeFocused();
    expect(requests).toBe(0);
  });

  test("a valid requirement reaches the inbox and leads to the thank-you page", async ({ page }) => {
    const { form } = await openForm(page, "/web-development", "Requirement form");
    const name = unique("Sam Wong");
    await fillValid(form, name);
    await waitLikeAPerson(page);
    await fields(form).submit.click();

    await expect(page).toHaveURL(/\/thank-you\/?$/);
    await expect(toast(page, "Email sent successfully!")).toBeVisible();

    const mail = await receivedMail(`New Requirement from ${name}`);
    expectSentByTheSite(mail);
    expect(mail.lines).toEqual([
      `Name: ${name}`,
      "Email: sam.wong@example.com",
      "Phone: 852512345678",
      "Service Needed: AI & Machine Learning",
      `Budget: ${english.option_budget_medium}`,
      "Message: A chatbot that answers order questions.",
    ]);
  });

  test("on a network failure it says so and every value stays", async ({ page }) => {
    await page.route("**/send-email", (route) => route.abort("connectionrefused"));
    const { form } = await openForm(page, "/web-development", "Requirement form");
    const name = unique("Sam Wong");
    await fillValid(form, name);
    const f = fields(form);
    await f.submit.click();

    await expect(toast(page, "Failed to send email. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/web-development\/?$/);
    await expect(f.name).toHaveValue(name);
    await expect(f.email).toHaveValue("sam.wong@example.com");
    await expect(f.phone).toHaveValue("852512345678");
    await expect(f.service).toHaveValue("ai-ml");
    await expect(f.budget).toHaveValue("1000-5000");
    await expect(f.message).toHaveValue("A chatbot that answers order questions.");
    await expect(f.submit).toBeEnabled();
  });

  test("when the relay refuses a field, its text shows and the values stay", async ({ page }) => {
    const relayText = "Please enter a valid email address.";
    await page.route("**/send-email", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: relayText }) }),
    );
    const { form } = await openForm(page, "/web-development", "Requirement form");
    const name = unique("Sam Wong");
    await fillValid(form, name);
    await fields(form).submit.click();

    await expect(toast(page, relayText)).toBeVisible();
    await expect(fields(form).name).toHaveValue(name);
    await expect(fields(form).budget).toHaveValue("1000-5000");
  });
});

// Each page as it first shows is scanned in accessibility.spec.ts; these are the forms' other states.
test.describe("accessibility of the forms with their messages shown", () => {
  for (const { path, formName, submitName } of [
    { path: "/contact-us", formName: "Contact form", submitName: "Send message" },
    { path: "/web-development", formName: "Requirement form", submitName: "Send requirement" },
  ]) {
    test(`axe finds no violation on ${path} with errors shown`, async ({ browser }, info) => {
      await withOwnPage(browser, info, async (page) => {
        const { form } = await openForm(page, path, formName);
        await form.getByRole("button", { name: submitName }).click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }

  test("axe finds no violation with the service list open", async ({ browser }, info) => {
    await withOwnPage(browser, info, async (page) => {
      const { form } = await openForm(page, "/contact-us", "Contact form");
      await form.getByRole("button", { name: /^Service\b/ }).click();
      await expect(form.getByRole("listbox")).toBeVisible();
      // The open list covers part of the fields below it, as any popup does; target-size would count
      // those covered controls as too small. It is checked with the list closed in the tests above.
      expect(await axeViolations(page, { disableRules: ["target-size"] })).toEqual([]);
    });
  });
});
