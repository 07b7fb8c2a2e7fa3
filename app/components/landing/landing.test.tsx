// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import routes from "../../routes";
import { landingPageIn, landingPagesIn } from "../../content/content.server";

const landingPages = landingPagesIn("en");
import { PageLanguageProvider } from "../../lib/page-language";
import { localizedPath, locales } from "../../../shared/i18n/locales";
import { messagesFor } from "../../../shared/i18n/messages";
import { BookingLink } from "./section-link";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every route of the table with its full path. */
function flatten(entries: readonly RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const english = { locale: "en", messages: messagesFor("en") } as const;

afterEach(cleanup);

describe("landing pages", () => {
  it("mounts every content entry as a route in every language, and no other landing route", () => {
    const landingRoutes = flatten(routes)
      .filter((route) => route.file === "routes/landing/landing.tsx")
      .map((route) => route.path);
    const expected = locales.flatMap((locale) => landingPages.map((page) => localizedPath(locale, page.path)));
    expect(landingRoutes.sort()).toEqual(expected.sort());
    expect(new Set(landingRoutes).size).toBe(landingRoutes.length);
  });

  it("finds an entry by its path, with or without a trailing slash, and refuses an unknown one", () => {
    expect(landingPageIn("en", "/web-development").path).toBe("/web-development");
    expect(landingPageIn("en", "/app-development/").path).toBe("/app-development");
    expect(landingPageIn("zh-hk", "/zh-hk/app-development").seo.title).toMatch(/\p{Script=Han}/u);
    expect(() => landingPageIn("en", "/nope")).toThrow(/content\/en\/landing-pages\//);
  });

  it("gives every page its own title, description and Open Graph image", () => {
    for (const key of ["title", "description", "image"] as const) {
      const values = landingPages.map((page) => page.seo[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    for (const page of landingPages) expect(page.seo.description.length).toBeLessThanOrEqual(160);
  });
});

describe("booking buttons", () => {
  it("open the booking page in a new tab when one is set", () => {
    render(
      <PageLanguageProvider {...english}>
        <MemoryRouter>
          <BookingLink bookingUrl="https://cal.example.com/harbourline/30min">Book Consultation Call</BookingLink>
        </MemoryRouter>
      </PageLanguageProvider>,
    );
    const link = screen.getByRole("link", { name: /Book Consultation Call/ });
    expect(link).toHaveAttribute("href", "https://cal.example.com/harbourline/30min");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName("Book Consultation Call (opens in a new tab)");
  });

  it("lead to the requirement form on the page when none is set", () => {
    render(
      <MemoryRouter>
        <BookingLink bookingUrl="">BOOK A FREE CONSULTATION</BookingLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "BOOK A FREE CONSULTATION" });
    expect(link).toHaveAttribute("href", "#requirement-form");
    expect(link).not.toHaveAttribute("target");
  });
});
