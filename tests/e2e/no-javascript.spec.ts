import { messagesFor } from "../../shared/i18n/messages";
import { view } from "../../app/content/source";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectSentByTheSite, mailPhoneLines, postStraightToTheAction, receivedMail, unique } from "./support/enquiry";
import { landingPagesIn } from "../../app/content/content.server";

/** The English words in code, as the forms show them. */
const english = messagesFor("en");

const landingPages = landingPagesIn("en");

const testimonials = view("testimonials.items");
const aboutPage = view("aboutPage");
const blogsPage = view("blogsPage");
const contactSectionCopy = view("siteCopy.contactSection");
const faqCopy = view("siteCopy.faq");
const portfolioPage = view("portfolioPage");
const thankYouPage = view("thankYouPage");

// The site with JavaScript turned off, as a visitor behind a strict proxy or on a page whose scripts have not arrived
// yet sees it: the menu, links, the FAQ and both forms work as HTML. Runs in the "no-js" projects only (390 px and
// 1440 px). No typed value may ever reach a URL: every URL the page requests or navigates to is checked.

const isPhone = (name: string) => name.startsWith("phone");

/** Every URL the page asked for or navigated to, so a test can prove that no typed value ever went into one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoTypedValueIn(urls: string[], typed: string[]) {
  const decoded = urls.map((url) => decodeURIComponent(url.replace(/\+/g, " ")));
  for (const value of typed)
    expect(
      decoded.filter((url) => url.includes(value)),
      `URLs holding "${value}"`,
    ).toEqual([]);
}

async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  // A phone field's hint comes first, then the message (app/features/enquiry/field.tsx).
  const hint = await control.evaluate((element) => document.getElementById(`${element.id}-hint`)?.textContent ?? "");
  await expect(control).toHaveAccessibleDescription(hint ? `${hint} ${message}` : message);
  // Shown on the page, right below the field (and its hint), not only announced.
  const messageId = (await control.getAttribute("aria-describedby"))?.split(" ").at(-1);
  const shown = control.page().locator(`[id="${messageId}"]`);
  await expect(shown).toHaveText(message);
  await expect(shown).toBeVisible();
  const [field, text] = [await control.boundingBox(), await shown.boundingBox()];
  expect(text!.y).toBeGreaterThanOrEqual(field!.y + field!.height - 1);
  expect(text!.y).toBeLessThan(field!.y + field!.height + (hint ? 100 : 40));
}

test.describe("without JavaScript", () => {
  test("the phone menu opens, closes and leads to a page", async ({ page }, info) => {
    test.skip(!isPhone(info.project.name), "the menu button is for small screens");
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });

    await open.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the FAQ opens and closes", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: /Frequently Asked Questions|FAQ/ });
    const question = faq.locator("summary").first();
    const details = faq.locator("details").first();
    await question.scrollIntoViewIfNeeded();
    await question.click();
    await expect(details).toHaveAttribute("open", "");
    await expect(details.locator("summary + *")).toBeVisible();
    await question.click();
    await expect(details).not.toHaveAttribute("open", "");
  });

  test("the landing page's section links lead to their sections", async ({ page }, info) => {
    await page.goto("/web-development");
    for (const [name, id] of [
      ["Services", "services"],
      ["About Us", "about"],
      ["Contact Us", "contacts"],
    ] as const) {
      if (isPhone(info.project.name)) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name, exact: true }).click();
        // Without any script the drawer stays open over the section (see drawer.tsx); the visitor closes it.
        await page.keyboard.press("Escape");
      } else {
        await page.getByRole("navigation", { name: "Page sections" }).getByRole("link", { name, exact: true }).click();
      }
      await expect(page).toHaveURL(new RegExp(`/web-development#${id}$`));
      const heading = page.locator(`#${id}`).getByRole("heading", { level: 2 }).first();
      await expect(heading).toBeInViewport();
      // The fixed header does not cover the heading.
      const headerBottom = await page.locator("header").evaluate((header) => header.getBoundingClientRect().bottom);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom - 1);
    }
  });

  test("the contact form sends a valid enquiry and lands on the thank-you page", async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    const subject = unique("No-JS contact");
    await form.getByLabel("Name", { exact: true }).fill("Mei Ling Ho");
    await form.getByLabel("Email", { exact: true }).fill("mei.ho@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("+85251234567");
    await form.getByLabel("Subject", { exact: true }).fill(subject);
    await form.getByLabel("Service", { exact: true }).selectOption("Cloud Migration");
    await form
      .getByLabel("Message", { exact: true })
      .fill("Our servers are in a cupboard.\nWe want them in the cloud.");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYouPage.hero.title);
    const mail = await receivedMail(subject);
    expectSentByTheSite(mail);
    expect(mail.lines).toEqual([
      "Name: Mei Ling Ho",
      "Email: mei.ho@example.com",
      ...mailPhoneLines("+85251234567"),
      "Service Needed: Cloud Migration",
      "Message: Our servers are in a cupboard.",
      "  We want them in the cloud.",
    ]);
    expectNoTypedValueIn(urls, ["Mei Ling Ho", "mei.ho@example.com", "85251234567", subject, "cupboard"]);
  });

  test("the requirement form sends a valid requirement and lands on the thank-you page", async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto("/app-development");
    const form = page.getByRole("form", { name: "Requirement form" });
    // Nothing is chosen for the visitor: both selects start on their placeholders.
    await expect(form.getByLabel("Service", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Budget", { exact: true })).toHaveValue("");
    const name = unique("Kwok Wai");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Email", { exact: true }).fill("kwok.wai@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("852512345678");
    await form.getByLabel("Service", { exact: true }).selectOption({ label: "Mobile App Development" });
    await form.getByLabel("Budget", { exact: true }).selectOption({ label: english.option_budget_large });
    await form.getByLabel("Message", { exact: true }).fill("A booking app for our three clinics.");
    await form.getByRole("button", { name: "Send requirement" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    const mail = await receivedMail(`New Requirement from ${name}`);
    expectSentByTheSite(mail);
    expect(mail.lines).toEqual([
      `Name: ${name}`,
      "Email: kwok.wai@example.com",
      "Phone: 852512345678",
      "Service Needed: Mobile App Development",
      `Budget: ${english.option_budget_large}`,
      "Message: A booking app for our three clinics.",
    ]);
    expectNoTypedValueIn(urls, [name, "kwok.wai@example.com", "852512345678", "three clinics"]);
  });

  test("the browser stops an empty or malformed contact form before it is sent", async ({ page }) => {
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByLabel("Name", { exact: true }).fill("Mei");
    await form.getByLabel("Email", { exact: true }).fill("mei@example");
    await form.getByLabel("Phone", { exact: true }).fill("12345");
    await form.getByRole("button", { name: "Send message" }).click();
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
    for (const label of ["Email", "Phone", "Subject", "Message"]) {
      expect(
        await form.getByLabel(label, { exact: true }).evaluate((control: HTMLInputElement) => control.validity.valid),
        label,
      ).toBe(false);
    }
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(posts).toBe(0);
  });

  test("a contact form posted with mistakes comes back with the documented messages and every typed value", async ({
    page,
  }) => {
    const urls = recordUrls(page);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name", { exact: true }).fill("   ");
    await form.getByLabel("Email", { exact: true }).fill("mei@example");
    await form.getByLabel("Phone", { exact: true }).fill("12345");
    await form.getByLabel("Subject", { exact: true }).fill("Warehouse scanners");
    await form.getByLabel("Service", { exact: true }).selectOption("Robotic Process Automation");
    const response = await postStraightToTheAction(page, form, form.getByRole("button", { name: "Send message" }));

    expect(response.status()).toBe(400);
    expect(new URL(page.url()).search).toBe("");
    await expect(page).toHaveTitle(/^Error: /);
    const posted = page.getByRole("form", { name: "Contact form" });
    await expect(
      posted.getByText("Your message has not been sent yet. Please correct the 4 fields marked below."),
    ).toBeVisible();
    await expectFieldError(posted.getByLabel("Name", { exact: true }), "Full name is required");
    await expectFieldError(posted.getByLabel("Email", { exact: true }), "Entered email is invalid");
    await expectFieldError(posted.getByLabel("Phone", { exact: true }), "Entered phone number is invalid");
    await expectFieldError(posted.getByLabel("Message", { exact: true }), "Message is required");
    await expect(posted.getByLabel("Subject", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    // What was typed is back in place, and the visitor lands on the first field to fix.
    await expect(posted.getByLabel("Name", { exact: true })).toHaveValue("   ");
    await expect(posted.getByLabel("Email", { exact: true })).toHaveValue("mei@example");
    await expect(posted.getByLabel("Phone", { exact: true })).toHaveValue("12345");
    await expect(posted.getByLabel("Subject", { exact: true })).toHaveValue("Warehouse scanners");
    await expect(posted.getByLabel("Service", { exact: true })).toHaveValue("Robotic Process Automation");
    await expect(posted.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(posted.getByLabel("Name", { exact: true })).toBeInViewport();

    // Corrected, it goes through.
    const subject = unique("Fixed no-JS");
    await posted.getByLabel("Name", { exact: true }).fill("Mei Ling Ho");
    await posted.getByLabel("Email", { exact: true }).fill("mei@example.com");
    await posted.getByLabel("Phone", { exact: true }).fill("85251234567");
    await posted.getByLabel("Subject", { exact: true }).fill(subject);
    await posted.getByLabel("Message", { exact: true }).fill("Scanners that talk to our stock system.");
    await posted.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect((await receivedMail(subject)).lines).toContain("Service Needed: Robotic Process Automation");
    expectNoTypedValueIn(urls, ["mei@example", "12345", "Warehouse scanners", subject, "Mei Ling Ho"]);
  });

  test("a requirement form posted with mistakes comes back on its own landing page with every typed value", async ({
    page,
  }) => {
    const urls = recordUrls(page);
    await page.goto("/app-development");
    const form = page.getByRole("form", { name: "Requirement form" });
    await form.getByLabel("Name", { exact: true }).fill("Kwok Wai");
    await form.getByLabel("Email", { exact: true }).fill("kwok@@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("12345678901");
    await form.getByLabel("Budget", { exact: true }).selectOption({ label: "Still evaluating" });
    await form.getByLabel("Message", { exact: true }).fill("An app for our members.");
    const response = await postStraightToTheAction(page, form, form.getByRole("button", { name: "Send requirement" }));

    expect(response.status()).toBe(400);
    // The page the form was on: the app development landing page, not the web one.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      landingPages.find((landing) => landing.path === "/app-development")!.headline,
    );
    const posted = page.getByRole("form", { name: "Requirement form" });
    await expectFieldError(posted.getByLabel("Email", { exact: true }), "Invalid email address");
    await expectFieldError(posted.getByLabel("Phone", { exact: true }), "Phone number must be 10 or 12 digits long");
    await expectFieldError(posted.getByLabel("Service", { exact: true }), "Service is required");
    await expect(posted.getByLabel("Name", { exact: true })).toHaveValue("Kwok Wai");
    await expect(posted.getByLabel("Email", { exact: true })).toHaveValue("kwok@@example.com");
    await expect(posted.getByLabel("Phone", { exact: true })).toHaveValue("12345678901");
    await expect(posted.getByLabel("Budget", { exact: true })).toHaveValue("undecided");
    await expect(posted.getByLabel("Message", { exact: true })).toHaveValue("An app for our members.");
    await expect(posted.getByLabel("Email", { exact: true })).toBeFocused();
    expectNoTypedValueIn(urls, ["Kwok Wai", "kwok@@example.com", "12345678901", "our members"]);
  });
});

test.describe("without JavaScript, every page shows its content", () => {
  for (const [path, text] of [
    ["/", faqCopy.title],
    ["/about-us", aboutPage.storyTitle],
    ["/services/data-science", "Data Science"],
    ["/industries", "Real Estate Services"],
    ["/portfolio", portfolioPage.apps.title],
    ["/contact-us", contactSectionCopy.title],
    ["/blogs", blogsPage.listTitle],
    ["/thank-you", thankYouPage.nextSteps.title],
  ] as const) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    });
  }

  test("home shows its figures, testimonials, logos, form and footer, each in its place", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("stat-projects")).toHaveText("50+");
    await expect(page.locator("figure blockquote")).toHaveCount(testimonials.length);
    // The blocks that load their code later are prerendered where they belong, not parked in hidden markup.
    await expect(page.getByRole("form", { name: "Contact form" }).getByLabel("Name")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cloud Migration" })).toBeVisible();
    await expect(page.locator("[hidden]")).toHaveCount(0);
  });
});
