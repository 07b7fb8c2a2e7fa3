import { expect, type Locator, type Page } from "./test";

// What the landing pages' browser tests share: their header links, and where a section sits once scrolled to.

export const isPhone = (name: string) => name === "phone";

/** The header's links and where they lead (docs/contracts.md). */
export const headerLinks = [
  { name: "About Us", id: "about" },
  { name: "Services", id: "services" },
  { name: "Contact Us", id: "contacts" },
  { name: "Home", id: "banner" },
] as const;

/**
 * Where a section's heading sits once the scroll has come to rest: "ok" when its top is just below the fixed
 * header (between its bottom and 120 px further down). The banner is the top of the page instead: scrolled to 0
 * with its headline below the header. Otherwise a description of what is wrong.
 */
export function landingState(page: Page, id: string) {
  return page.evaluate(async (sectionId) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = window.scrollY;
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 120));
    await frame();
    if (window.scrollY !== before) return `still scrolling (${before} -> ${window.scrollY})`;
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const section = document.getElementById(sectionId);
    const heading = section && document.getElementById(section.getAttribute("aria-labelledby") ?? "");
    if (!heading) return `no section #${sectionId} with a heading`;
    const top = heading.getBoundingClientRect().top;
    if (sectionId === "banner") {
      return window.scrollY === 0 && top >= headerBottom ? "ok" : `scrollY ${window.scrollY}, heading top ${top}, header bottom ${headerBottom}`;
    }
    return top >= headerBottom - 1 && top <= headerBottom + 120 ? "ok" : `heading top ${Math.round(top)}, header bottom ${Math.round(headerBottom)}`;
  }, id);
}

export async function expectLandedOn(page: Page, id: string) {
  await expect.poll(() => landingState(page, id), { message: `the heading of #${id} just below the header`, timeout: 6_000 }).toBe("ok");
}

export const hashOf = (page: Page) => new URL(page.url()).hash;

/** The header link to a section: in the desktop navigation, or in the drawer, which is opened first, on a phone. */
export async function headerLink(page: Page, phone: boolean, name: string): Promise<Locator> {
  if (!phone) return page.getByRole("navigation", { name: "Page sections" }).getByRole("link", { name, exact: true });
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute("aria-modal", "true");
  return drawer.getByRole("link", { name, exact: true });
}
