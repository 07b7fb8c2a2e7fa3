import { expect, test, type Page } from "./support/test";
import { openForm, receivedMail, unique, waitLikeAPerson } from "./support/enquiry";

// A visitor without a mouse: everything interactive is reachable with Tab, in document order, with a visible
// focus ring, and every widget works from the keyboard alone.

interface FocusStop {
  index: number;
  label: string;
  ringVisible: boolean;
}

/** Presses Tab until focus leaves the page's last element (or `limit`), recording each stop. */
async function tabThrough(page: Page, limit: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const all = [...document.querySelectorAll("*")];
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      const label = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? el.tagName)
        .trim()
        .slice(0, 60);
      return { index: all.indexOf(el), label: `${el.tagName.toLowerCase()} ${label}`, ringVisible: ring };
    });
    if (!stop) break;
    if (stops.length && stop.index === stops[0]!.index) break;
    stops.push(stop);
  }
  return stops;
}

test.describe("keyboard only", () => {
  test("the home page: skip link first, every control reachable in document order with a visible focus ring", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "desktop", "the full walk runs at desktop width");
    test.setTimeout(120_000);
    await page.goto("/");

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    const stops = await tabThrough(page, 260);
    const expected = await page.evaluate(() => {
      const selector =
        'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, summary, [tabindex="0"]';
      return [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
        if (el.closest("[aria-hidden='true'], [popover]:not(:popover-open)") || el.tabIndex < 0) return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
      }).length;
    });
    // The skip link was the first stop (before the walk began).
    expect(stops.length + 1).toBeGreaterThanOrEqual(expected);
    const indexes = stops.map((stop) => stop.index);
    expect(indexes, "focus follows the document order").toEqual([...indexes].sort((a, b) => a - b));
    expect(
      stops.filter((stop) => !stop.ringVisible).map((stop) => stop.label),
      "every stop shows a focus ring",
    ).toEqual([]);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/services");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement));
    expect(inMain).toBe(true);
  });

  test("the drawer opens, keeps focus inside, and closes with Escape", async ({ page }, info) => {
    test.skip(info.project.name !== "phone", "the drawer is for small screens");
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => document.querySelector("[popover]:popover-open")?.contains(document.activeElement) ?? false,
      );
      if (!inside) {
        // Chromium may park focus on the browser chrome after the last element; it must come back inside.
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(() => document.querySelector("[popover]:popover-open")?.contains(document.activeElement)),
        ).toBe(true);
      }
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("carousels pause, play and step from the keyboard; the FAQ opens with Enter", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    // The carousel's code loads when it reaches the screen: it is interactive once it has started moving.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await carousel.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Pause client testimonials" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Play client testimonials" })).toBeFocused();
    await page.keyboard.press("Tab");
    const track = carousel.locator("ul").first();
    const before = await track.evaluate((el) => getComputedStyle(el).transform);
    await page.keyboard.press("Enter");
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);

    const question = page.locator("#faq details").nth(2);
    await question.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("open", "");
  });

  test("the contact form can be filled, a service chosen and sent without a mouse", async ({ page }) => {
    const { form } = await openForm(page, "/contact-us", "Contact form");
    const subject = unique("Keyboard enquiry");
    await form.getByLabel("Name").focus();
    await page.keyboard.type("Grace Ho");
    await page.keyboard.press("Tab");
    await page.keyboard.type("grace.ho@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+85291234567");
    await page.keyboard.press("Tab");
    await page.keyboard.type(subject);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const list = page.getByRole("listbox", { name: "Service" });
    await expect(list).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(list).toBeHidden();
    await expect(form.getByRole("button", { name: /^Service/ })).toContainText("UI/UX Design");
    await page.keyboard.press("Tab");
    await page.keyboard.type("We need a booking flow redesigned, reachable by keyboard from start to end.");
    await waitLikeAPerson(page);
    await form.getByRole("button", { name: /send/i }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/thank-you$/);
    const mail = await receivedMail(subject);
    expect(mail.lines).toContain("Service Needed: UI/UX Design");
  });

  test("a landing page's section links work from the keyboard", async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "the header links show at desktop width");
    await page.goto("/web-development");
    const nav = page.getByRole("navigation").first();
    await nav.getByRole("link", { name: "Services" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator("#services h2").first()).toBeInViewport();
    // As with a native anchor jump, focus moves to the section once the scroll ends, so Tab continues from there.
    await expect
      .poll(() => page.evaluate(() => document.getElementById("services")?.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("Tab");
    const inServices = await page.evaluate(() => {
      const active = document.activeElement;
      const section = document.getElementById("services");
      return Boolean(
        active &&
        section &&
        (section.contains(active) || section.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
    });
    expect(inServices).toBe(true);
  });
});
