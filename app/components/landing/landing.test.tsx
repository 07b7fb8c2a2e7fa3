// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import routes from "~/routes";
import { landingPageAt, landingPages } from "~/content/landing-pages";
import { BookingLink } from "./section-link";

afterEach(cleanup);

describe("landing pages", () => {
  it("mounts every content entry as a route, and no other landing route", () => {
    const landingRoutes = routes.filter((route) => route.file === "routes/landing/landing.tsx").map((route) => `/${route.path}`);
    expect(landingRoutes.sort()).toEqual(landingPages.map((page) => page.path).sort());
    expect(new Set(landingRoutes).size).toBe(landingRoutes.length);
  });

  it("finds an entry by its path, with or without a trailing slash, and refuses an unknown one", () => {
    expect(landingPageAt("/web-development").path).toBe("/web-development");
    expect(landingPageAt("/app-development/").path).toBe("/app-development");
    expect(() => landingPageAt("/nope")).toThrow(/content\/en\/landing-pages\//);
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
      <MemoryRouter>
        <BookingLink bookingUrl="https://cal.example.com/harbourline/30min">Book Consultation Call</BookingLink>
      </MemoryRouter>,
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
