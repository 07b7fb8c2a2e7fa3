import { expect, type Locator, type Page } from "./test";

// Where each kind of section link on a landing page lands its section (docs/product-rules.md): 70 px below the window's
// top from the header's links, 60 from the phone drawer's, 80 from "Get Started" and the booking buttons that fall
// back to the same form, 90 from the banner's "Contact Us" and "Our Services". The same with and without
// JavaScript: section-offsets.spec.ts and no-javascript-section-offsets.spec.ts run these cases.

export interface OffsetCase {
  /** Which kind of link, for the test's messages. */
  kind: string;
  /** The link, found on the page (opening the drawer first when it is in the drawer). */
  link: (page: Page) => Promise<Locator>;
  /** The section it leads to. */
  section: string;
  /** How far below the window's top the section's top lands, in px. */
  offset: number;
  /** A drawer link: without JavaScript the drawer stays open after it, and is closed to see the page. */
  inDrawer?: boolean;
}

const inBanner = (name: string) => (page: Page) =>
  Promise.resolve(page.locator("#banner").getByRole("link", { name, exact: true }));

async function inDrawer(page: Page, name: string) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  return drawer.getByRole("link", { name, exact: true });
}

const headerLinks = [
  { name: "About Us", section: "about" },
  { name: "Services", section: "services" },
  { name: "Contact Us", section: "contacts" },
] as const;

/** The cases at a phone's width (the drawer replaces the header's links) or a wide screen's. */
export function offsetCases(phone: boolean): OffsetCase[] {
  const header: OffsetCase[] = headerLinks.map(({ name, section }) =>
    phone
      ? { kind: `drawer "${name}"`, link: (page) => inDrawer(page, name), section, offset: 60, inDrawer: true }
      : {
          kind: `header "${name}"`,
          link: (page) =>
            Promise.resolve(
              page.getByRole("navigation", { name: "Page sections" }).getByRole("link", { name, exact: true }),
            ),
          section,
          offset: 70,
        },
  );
  return [
    ...header,
    { kind: 'banner "Get Started"', link: inBanner("Get Started"), section: "requirement-form", offset: 80 },
    { kind: 'banner "Contact Us"', link: inBanner("Contact Us"), section: "contacts", offset: 90 },
    { kind: 'banner "Our Services"', link: inBanner("Our Services"), section: "services", offset: 90 },
    {
      kind: '"BOOK A FREE CONSULTATION" (no booking page)',
      link: (page) =>
        Promise.resolve(
          page.locator("#consultation").getByRole("link", { name: "BOOK A FREE CONSULTATION", exact: true }),
        ),
      section: "requirement-form",
      offset: 80,
    },
  ];
}

interface Landing {
  /** The section's top, from the window's top. */
  top: number;
  /** The fixed header's bottom, from the window's top. */
  headerBottom: number;
  scrollY: number;
}

const read = (page: Page, section: string) =>
  page.evaluate((id) => {
    const top = document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN;
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? Number.NaN;
    return {
      top: Math.round(top * 10) / 10,
      headerBottom: Math.round(headerBottom * 10) / 10,
      scrollY: window.scrollY,
    };
  }, section);

/**
 * Where the section sits once the page has come to rest: two reads in a row, a poll interval apart, that agree.
 * Read from the test's side, as a page without JavaScript runs no timers or frames for an evaluated script.
 */
export async function landingOf(page: Page, section: string): Promise<Landing> {
  let previous = "";
  let landing: Landing | undefined;
  await expect
    .poll(
      async () => {
        landing = await read(page, section);
        const now = JSON.stringify(landing);
        const resting = now === previous;
        previous = now;
        return resting;
      },
      { message: `the page comes to rest after a link to #${section}`, intervals: [150], timeout: 8_000 },
    )
    .toBe(true);
  return landing!;
}

/** Follows each case's link in turn and checks where its section lands: at its offset, never under the header. */
export async function expectOffsets(page: Page, cases: OffsetCase[], javaScript: boolean) {
  for (const { kind, link, section, offset, inDrawer: drawerLink } of cases) {
    await (await link(page)).click();
    // With JavaScript a drawer link closes the drawer; without it the drawer stays, and the visitor closes it.
    const drawer = page.getByRole("dialog", { name: "Menu" });
    if (drawerLink && !javaScript) await drawer.getByRole("button", { name: "Close menu" }).click();
    if (drawerLink) await expect(drawer).toBeHidden();
    const landing = await landingOf(page, section);
    // Within a pixel: layout places sections at fractions of one, and a scroll position is a whole number.
    expect(
      Math.abs(landing.top - offset),
      `${kind}: #${section}'s top at ${landing.top} px, not ${offset} (scrollY ${landing.scrollY})`,
    ).toBeLessThanOrEqual(1);
    expect(landing.headerBottom, `${kind}: the header ends above #${section}`).toBeLessThanOrEqual(landing.top + 0.5);
  }
}

/** A page opened at a link's hash lands the section where the link does. */
export async function expectHashLandings(page: Page, path: string, phone: boolean) {
  for (const { hash, section, offset } of [
    { hash: "services", section: "services", offset: phone ? 60 : 70 },
    { hash: "our-services", section: "services", offset: 90 },
    { hash: "contact-us", section: "contacts", offset: 90 },
    { hash: "requirement-form", section: "requirement-form", offset: 80 },
  ]) {
    // From another document, so each is a page opened at the hash, not a hash change.
    await page.goto("about:blank");
    await page.goto(`${path}#${hash}`);
    const landing = await landingOf(page, section);
    expect(
      Math.abs(landing.top - offset),
      `${path}#${hash}: #${section}'s top at ${landing.top} px, not ${offset}`,
    ).toBeLessThanOrEqual(1);
    expect(landing.headerBottom, `${path}#${hash}: the header ends above #${section}`).toBeLessThanOrEqual(
      landing.top + 0.5,
    );
  }
}
