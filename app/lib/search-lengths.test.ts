import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../content/load-content";
import { columns, pageTitle, SEARCH_LIMITS } from "./seo";
import { locales, type Locale } from "../../shared/i18n/locales";

const repo = fileURLToPath(new URL("../../", import.meta.url));

/** The place a service or landing page names in its title, so a search for the service in Hong Kong finds it. */
const PLACE: Record<Locale, string> = { en: "Hong Kong", "zh-hk": "香港" };

interface SearchEntry {
  page: string;
  title: string;
  description: string;
  /** A page that sells one thing: its title names what is sold and the place. */
  sells?: boolean;
}

/** Every page's title and description in search results, as the routes build them (app/routes/*: `pageMeta`). */
function searchEntries(locale: Locale): SearchEntry[] {
  const content = loadContent({ root: repo, locale });
  const pages = [
    content.homePage,
    content.servicesPage,
    content.aboutPage,
    content.contactPage,
    content.industriesPage,
    content.portfolioPage,
    content.blogsPage,
    content.thankYouPage,
    content.notFoundPage,
  ];
  return [
    ...pages.map((page) => ({ page: page.hero.title, ...page.seo })),
    ...content.services.map((service) => ({
      page: `services/${service.slug}`,
      title: service.seo?.title ?? service.title,
      description: service.seo?.description ?? service.summary,
      sells: true,
    })),
    ...content.landingPages.map((landing) => ({ page: landing.slug, ...landing.seo, sells: true })),
    ...content.blog.map((post) => ({
      page: `blogs/${post.slug}`,
      title: post.seoTitle ?? post.title,
      description: post.summary,
    })),
  ];
}

describe.each(locales)("the search results of every %s page", (locale) => {
  const entries = searchEntries(locale);

  it.each(entries)("$page: the title, brand included, and the description show whole", ({ title, description }) => {
    const full = pageTitle(title, locale);
    expect(columns(full), `${full}: ${String(columns(full))} columns`).toBeLessThanOrEqual(SEARCH_LIMITS.title);
    expect(columns(description), `${description}: ${String(columns(description))} columns`).toBeLessThanOrEqual(
      SEARCH_LIMITS.description,
    );
  });

  it("every service and landing page names the place in its title", () => {
    const selling = entries.filter((entry) => entry.sells);
    expect(selling.length).toBeGreaterThan(0);
    expect(selling.filter((entry) => !entry.title.includes(PLACE[locale])).map((entry) => entry.title)).toEqual([]);
  });
});

describe("columns", () => {
  it("counts a Chinese character or full-width mark as two, anything else as one", () => {
    expect(columns("網頁設計｜Harbourline Labs")).toBe(10 + 16);
    expect(columns("Web design")).toBe(10);
  });
});
