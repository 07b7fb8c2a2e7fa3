import { view } from "../../app/content/source";
import { expect, gotoBeforeHydration, test, type Page } from "./support/test";
import { findService, servicesIn } from "../../app/content/content.server";
import { pageTitle } from "../../app/lib/seo";

const services = servicesIn("en");

const footerCopy = view("siteCopy.footer");
const notFoundPage = view("notFoundPage");

/** The alpha channel of a computed CSS color (rgb(), rgba(), oklab(… / a), transparent). */
function alphaOf(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
  return rgba ? Number(rgba[1]) : 1;
}

const headerAlpha = (page: Page) =>
  page
    .locator("header")
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)
    .then(alphaOf);

/** Holds back every script file (the islands' code), so only the page's HTML and its inline script are there. */
async function holdScripts(page: Page) {
  await page.route("**/assets/**/*.js", () => {
    // never answered: the page's code does not arrive during the test
  });
}

const isPhone = (name: string) => name === "phone";

test.describe("shared shell", () => {
  test("the header is transparent at the top and dark once scrolled", async ({ page }) => {
    await page.goto("/services");
    const header = page.locator("header").first();
    expect(await headerAlpha(page)).toBe(0);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => headerAlpha(page)).toBeGreaterThan(0.5);
  });

  test("the current route is marked, the Contact Us button never is", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "the desktop navigation");
    await page.goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "LET'S TALK AI" })).toBeVisible();
    await page.goto("/contact-us");
    await expect(nav.getByRole("link", { name: "Contact Us" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("the contact strip shows e-mail and phone on wide screens only", async ({ page }, info) => {
    await page.goto("/");
    const mail = page.locator("header").getByRole("link", { name: /@/ }).first();
    if (isPhone(info.project.name)) await expect(mail).toBeHidden();
    else await expect(mail).toBeVisible();
  });

  test("the drawer is a modal dialog: it opens, locks scroll, closes by button, Escape, a tap outside and a link", async ({
    page,
  }, info) => {
    test.skip(!isPhone(info.project.name), "the drawer is for small screens");
    await page.goto("/");
    const openButton = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog");

    await openButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    await openButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await expect(dialog).toBeVisible();
    // A tap on the dimmed page beside the drawer.
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();

    await openButton.click();
    await dialog.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("senior team");
  });

  test("with none of the islands' code, the menu opens, closes, and closes when a section is chosen", async ({
    page,
  }, info) => {
    test.skip(!isPhone(info.project.name), "the drawer is for small screens");
    await holdScripts(page);
    await gotoBeforeHydration(page, "/web-development");
    const openButton = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog", { name: "Menu" });

    await openButton.click();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await dialog.getByRole("link", { name: "Services", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator("#services h2").first()).toBeInViewport();
    // Scrolled down, the header has darkened without any script.
    await expect.poll(() => headerAlpha(page)).toBeGreaterThan(0.5);
  });

  test("the WhatsApp button opens a chat in a new tab", async ({ page }) => {
    await page.goto("/");
    const whatsapp = page.getByRole("link", { name: /WhatsApp/ }).last();
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the footer links every service of the content and its quick links, Blogs included", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("navigation", { name: footerCopy.servicesTitle }).getByRole("link")).toHaveCount(
      services.length,
    );
    const quick = footer.getByRole("navigation", { name: footerCopy.linksTitle });
    await expect(quick.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs");
    for (const name of ["LinkedIn", "Instagram", "Facebook"]) {
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("target", "_blank");
    }
  });

  test("a link far down the page opens the next page at its top", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "Machine Learning" }).click();
    await expect(page).toHaveURL(/\/services\/machine-learning$/);
    await expect(page.getByRole("heading", { level: 1, name: "Machine Learning" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const service = findService("machine-learning", "en")!;
    await expect(page).toHaveTitle(pageTitle(service.seo?.title ?? service.title, "en"));
  });

  test("an unknown path shows the 404 page with links back", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.hero.title);
    await page.getByRole("link", { name: notFoundPage.homeButton }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
