import { messagesFor } from "../../shared/i18n/messages";
import { view } from "../../app/content/source";
import { afterThePageIsIdle, expect, test } from "./support/test";
import { VIDEO_SCREENS } from "../../app/lib/media-queries";
import { site } from "../../shared/site";
import { landingPagesIn } from "../../app/content/content.server";
import { pageTitle } from "../../app/lib/seo";
import {
  expectSentByTheSite,
  mailPhoneLines,
  openForm,
  receivedMail,
  toast,
  unique,
  waitLikeAPerson,
} from "./support/enquiry";
import { expectLandedOn, hashOf, headerLink, headerLinks, isPhone, landingState } from "./support/landing";

/** The English words in code, as the forms show them. */
const english = messagesFor("en");

const landingPages = landingPagesIn("en");

const landingCopy = view("siteCopy.landing");

// The landing pages (/web-development, /app-development): one layout, in-page navigation, the banner video, the
// booking buttons, both forms end to end, accessibility and their own SEO. Phone (390 px) and desktop (1440 px).

for (const landing of landingPages) {
  const { path, seo } = landing;

  test.describe(`landing page ${path}`, () => {
    test("header links scroll to their sections below the header, update the hash, and Back returns", async ({
      page,
    }, info) => {
      const phone = isPhone(info.project.name);
      // A campaign tag in the query string must survive the hash changes.
      await page.goto(`${path}?utm_source=e2e`);
      const visited: string[] = [];
      for (const { name, id } of headerLinks) {
        const link = await headerLink(page, phone, name);
        await expect(link).toHaveAttribute("href", `#${id}`);
        await link.click();
        if (phone) await expect(page.getByRole("dialog")).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${path}\\?utm_source=e2e#${id}$`));
        await expectLandedOn(page, id);
        // Keyboard focus follows, so Tab continues from the section as after a native anchor jump.
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
        visited.push(id);
      }

      // Back walks the hashes in reverse and scrolls to each section again; Forward too.
      for (const id of visited.slice(0, -1).reverse().slice(0, 2)) {
        await page.goBack();
        expect(hashOf(page)).toBe(`#${id}`);
        await expectLandedOn(page, id);
      }
      await page.goForward();
      expect(hashOf(page)).toBe(`#${visited.at(-2)}`);
      await expectLandedOn(page, visited.at(-2) ?? "");
    });

    test("the banner buttons scroll to the requirement form, the contact section and the services", async ({
      page,
    }) => {
      await page.goto(path);
      const banner = page.locator("#banner");
      await expect(page.locator("#banner").getByRole("heading", { level: 1 })).toHaveText(landing.headline);
      // "Contact Us" and "Our Services" lead to link targets of their own, just before their sections, which land
      // the sections at the banner buttons' offset rather than the header's (app.css).
      for (const { name, hash, id } of [
        { name: landingCopy.startButton, hash: "requirement-form", id: "requirement-form" },
        { name: landingCopy.contactButton, hash: "contact-us", id: "contacts" },
        { name: landingCopy.servicesButton, hash: "our-services", id: "services" },
      ]) {
        await banner.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${hash}$`));
        await expectLandedOn(page, id);
      }
      await page.goBack();
      expect(hashOf(page)).toBe("#contact-us");
      await expectLandedOn(page, "contacts");
      await page.goBack();
      expect(hashOf(page)).toBe("#requirement-form");
      await expectLandedOn(page, "requirement-form");
      await page.goBack();
      expect(hashOf(page)).toBe("");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("with reduced motion the scroll is instant and there is no video", async ({ page }, info) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await expect(page.locator("#banner img").first()).toBeVisible();
      await expect(page.locator("video")).toHaveCount(0);
      for (const { name, id } of headerLinks.slice(0, 3)) {
        const link = await headerLink(page, isPhone(info.project.name), name);
        await link.click();
        // No polling: the page is already there when the click returns.
        expect(await landingState(page, id)).toBe("ok");
        expect(hashOf(page)).toBe(`#${id}`);
      }
      await page.goBack();
      expect(await landingState(page, "services")).toBe("ok");
    });

    test("opening the page with a hash lands on that section", async ({ page }) => {
      await page.goto(`${path}#services`);
      await expectLandedOn(page, "services");
      await page.goto(`${path}#contacts`);
      await expectLandedOn(page, "contacts");
    });

    test("the banner video is muted, looping and inline, over a poster; a phone keeps the poster", async ({ page }) => {
      await page.goto(path);
      const banner = page.locator("#banner");
      await expect(banner).toHaveCSS("min-height", `${page.viewportSize()?.height}px`);
      await expect(banner.locator("img").first()).toHaveAttribute("src", /poster/);
      const video = banner.locator("video");
      if (!(await page.evaluate((screens) => matchMedia(screens).matches, VIDEO_SCREENS))) {
        await afterThePageIsIdle(page);
        await expect(video).toHaveCount(0);
        return;
      }
      await expect(video).toHaveCount(1);
      const state = await video.evaluate((v: HTMLVideoElement) => ({
        muted: v.muted,
        loop: v.loop,
        autoplay: v.autoplay,
        inline: v.hasAttribute("playsinline"),
        controls: v.controls,
      }));
      expect(state).toEqual({ muted: true, loop: true, autoplay: true, inline: true, controls: false });
    });

    test("with no booking page set, both booking buttons scroll to the requirement form", async ({ page }) => {
      expect(site.bookingUrl, "this test is for the default configuration").toBe("");
      await page.goto(path);
      for (const name of [landingCopy.consultation.bookButton, landingCopy.consultation.callButton]) {
        const button = page.locator("#consultation").getByRole("link", { name, exact: true });
        await expect(button).toHaveAttribute("href", "#requirement-form");
        await expect(button).not.toHaveAttribute("target", /.*/);
        await button.click();
        await expect(page).toHaveURL(new RegExp(`${path}#requirement-form$`));
        await expectLandedOn(page, "requirement-form");
        await expect(page.getByRole("form", { name: "Requirement form" })).toBeInViewport();
      }
    });

    test("has its own title, description and Open Graph image, and is in the sitemap", async ({ page, request }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(pageTitle(seo.title, "en"));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", seo.description);
      const ogImage = page.locator('meta[property="og:image"]');
      await expect(ogImage).toHaveAttribute("content", new RegExp(`${seo.image.replace(/\./g, "\\.")}$`));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`${path}$`));
      expect((await request.get(seo.image)).status()).toBe(200);
      expect(await (await request.get("/sitemap.xml")).text()).toContain(`${path}</loc>`);
    });

    test("one header, main and footer, no duplicate ids, every labelled section found", async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("header")).toHaveCount(1);
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.locator("footer")).toHaveCount(1);
      const duplicates = await page.evaluate(() => {
        const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(duplicates).toEqual([]);
      for (const id of [
        "banner",
        "requirement-form",
        "about",
        "services",
        "why-choose-us",
        "consultation",
        "testimonials",
        "clients",
        "contacts",
      ]) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1);
      }
      await expect(page.locator("#clients").getByRole("heading", { name: "Trusted by Clients" })).toBeVisible();
      await expect(
        page.locator("#contacts").getByRole("heading", { name: "Ready to find out if we are the ones for YOU ?" }),
      ).toBeVisible();
      await expect(page.locator("#services li")).toHaveCount(landing.services.cards.length);
    });
  });
}

test.describe("the forms of /app-development, end to end", () => {
  test("the requirement form reaches the inbox and leads to the thank-you page", async ({ page }) => {
    const { form } = await openForm(page, "/app-development", "Requirement form");
    const name = unique("Ada Lam");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Email", { exact: true }).fill("ada.lam@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("5123456789");
    await form.getByLabel("Service", { exact: true }).selectOption({ label: "Mobile App Development" });
    await form.getByLabel("Budget", { exact: true }).selectOption({ label: english.option_budget_large });
    await form.getByLabel("Message", { exact: true }).fill("An iPhone and Android app for our loyalty scheme.");
    await waitLikeAPerson(page);
    await form.getByRole("button", { name: "Send requirement" }).click();

    await expect(page).toHaveURL(/\/thank-you\/?$/);
    await expect(toast(page, "Email sent successfully!")).toBeVisible();
    const mail = await receivedMail(`New Requirement from ${name}`);
    expectSentByTheSite(mail);
    expect(mail.lines).toEqual([
      `Name: ${name}`,
      "Email: ada.lam@example.com",
      "Phone: 5123456789",
      "Service Needed: Mobile App Development",
      `Budget: ${english.option_budget_large}`,
      "Message: An iPhone and Android app for our loyalty scheme.",
    ]);
  });

  test("the contact form in the contact section reaches the inbox and leads to the thank-you page", async ({
    page,
  }) => {
    const { form } = await openForm(page, "/app-development", "Contact form");
    await expect(page.locator("#contacts").getByRole("form", { name: "Contact form" })).toHaveCount(1);
    const subject = unique("Landing contact e2e");
    await form.getByLabel("Name", { exact: true }).fill("Ben Ho");
    await form.getByLabel("Email", { exact: true }).fill("ben.ho@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("+85291234567");
    await form.getByLabel("Subject", { exact: true }).fill(subject);
    await form.getByRole("button", { name: /^Service\b/ }).click();
    await form.getByRole("option", { name: "App Development" }).click();
    await form.getByLabel("Message", { exact: true }).fill("Please call me about a Flutter app.");
    await waitLikeAPerson(page);
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page).toHaveURL(/\/thank-you\/?$/);
    await expect(toast(page, "Email sent successfully")).toBeVisible();
    const mail = await receivedMail(subject);
    expectSentByTheSite(mail);
    expect(mail.lines).toEqual([
      "Name: Ben Ho",
      "Email: ben.ho@example.com",
      ...mailPhoneLines("+85291234567"),
      "Service Needed: App Development",
      "Message: Please call me about a Flutter app.",
    ]);
  });
});
