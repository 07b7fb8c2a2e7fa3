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

/** How far below the window's top a section link lands its section (docs/product-rules.md; which link uses which: section-offsets.ts). */
export const sectionOffsets = [60, 70, 80, 90];

/**
 * Where a section sits once the scroll has come to rest: "ok" when its top is at one of the documented offsets below the
 * window's top (within a pixel), the fixed header ends above it, and its heading is on screen below the header. The
 * banner is the top of the page instead: scrolled to 0 with its headline below the header. Otherwise a description
 * of what is wrong.
 */
export function landingState(page: Page, id: string) {
  return page.evaluate(
    async ({ sectionId, offsets }) => {
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
      const { top: headingTop, bottom: headingBottom } = heading.getBoundingClientRect();
      if (sectionId === "banner") {
        return window.scrollY === 0 && headingTop >= headerBottom
          ? "ok"
          : `scrollY ${window.scrollY}, heading top ${headingTop}, header bottom ${headerBottom}`;
      }
      const top = section.getBoundingClientRect().top;
      const atAnOffset = offsets.some((offset) => Math.abs(top - offset) <= 1);
      const clear = headerBottom <= top + 0.5 && headingTop >= headerBottom && headingBottom <= window.innerHeight;
      return atAnOffset && clear
        ? "ok"
        : `section top ${Math.round(top * 10) / 10} (offsets ${offsets.join(", ")}), heading ${Math.round(headingTop)}-${Math.round(headingBottom)}, header bottom ${Math.round(headerBottom)}`;
    },
    { sectionId: id, offsets: sectionOffsets },
  );
}

export async function expectLandedOn(page: Page, id: string) {
  await expect
    .poll(() => landingState(page, id), { message: `#${id} at its offset below the header`, timeout: 6_000 })
    .toBe("ok");
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
