import { view } from "./source";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { findService, landingPagesIn, servicesIn } from "./content.server";
import { countInWords } from "./load-content";
import { pointIcons } from "./point-icons";
import type { ContentImage } from "./types";

const landingPages = landingPagesIn("en");

const services = servicesIn("en");
const whyChooseUs = view("whyChooseUs.items").map((entry) => ({ ...entry, icon: pointIcons[entry.icon] }));

const about = view("about");
const clientLogos = view("clientLogos.items");
const faqs = view("faqs.items");
const home = view("home");
const industries = view("industries.items");
const industriesCopy = { homeLead: view("industries.homeLead"), pageLead: view("industries.pageLead") };
const appPortfolio = view("portfolio.apps");
const websitePortfolio = view("portfolio.websites");
const statistics = view("statistics.items");
const testimonials = view("testimonials.items");
const testimonialsLead = view("testimonials.lead");
const aboutPage = view("aboutPage");
const blogPostCopy = {
  eyebrow: view("blogsPage.postEyebrow"),
  byline: view("blogsPage.byline"),
  backLink: view("blogsPage.backLink"),
};
const blogsPage = view("blogsPage");
const consultationCtaCopy = view("siteCopy.consultationCta");
const contactPage = view("contactPage");
const contactChannelsCopy = view("siteCopy.contactChannels");
const contactSectionCopy = view("siteCopy.contactSection");
const faqCopy = view("siteCopy.faq");
const footerCopy = view("siteCopy.footer");
const homePage = view("homePage");
const industriesPage = view("industriesPage");
const industriesServedCopy = view("siteCopy.industries");
const landingCopy = view("siteCopy.landing");
const notFoundPage = view("notFoundPage");
const portfolioPage = view("portfolioPage");
const servicePage = view("servicePage");
const serviceCardLink = view("siteCopy.serviceCardLink");
const servicesPage = view("servicesPage");
const strategySessionCopy = view("siteCopy.strategySession");
const testimonialsCopy = view("siteCopy.testimonials");
const thankYouPage = view("thankYouPage");
const whyChooseUsCopy = view("siteCopy.whyChooseUs");

const publicDir = fileURLToPath(new URL("../../public/", import.meta.url));
const contentDir = fileURLToPath(new URL("../../content/en/", import.meta.url));
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const idLists: Record<string, readonly { id: string }[]> = {
  industries,
  testimonials,
  faqs,
  websitePortfolio,
  appPortfolio,
  offerings: landingPages.flatMap((page) => page.services.cards),
  clientLogos,
  statistics,
  whyChooseUs,
};

/** The pages' own words and the shared blocks' (content/en/pages/, content/en/site.yaml). */
const pageCopy = {
  homePage,
  servicesPage,
  servicePage,
  aboutPage,
  contactPage,
  industriesPage,
  portfolioPage,
  blogsPage,
  thankYouPage,
  notFoundPage,
  consultationCtaCopy,
  strategySessionCopy,
  contactSectionCopy,
  contactChannelsCopy,
  faqCopy,
  testimonialsCopy,
  whyChooseUsCopy,
  industriesServedCopy,
  serviceCardLink,
  footerCopy,
  landingCopy,
};

const allContent = { ...idLists, services, about, landingPages, home, industriesCopy, testimonialsLead, pageCopy };

const images: ContentImage[] = [
  ...services.map((s) => s.image),
  ...industries.map((i) => i.image),
  ...websitePortfolio.map((p) => p.image),
  ...appPortfolio.map((p) => p.image),
  ...clientLogos.map((l) => l.image),
];

/** Every string reachable through plain objects and arrays (icons and other components are skipped). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).flatMap(strings);
  }
  return [];
}

describe("what the product rules fix (docs/product-rules.md); counts come from the files", () => {
  it("gives every service its copy, an icon, its image and its sub-services", () => {
    expect(services.length).toBeGreaterThan(0);
    for (const service of services.map((summary) => findService(summary.slug, "en")!)) {
      expect(service.tagline.length, service.slug).toBeGreaterThan(0);
      expect(service.description.length, service.slug).toBeGreaterThan(0);
      expect(service.icon, service.slug).toBeTruthy();
      expect(service.subServices.length, service.slug).toBeGreaterThan(0);
    }
  });

  it("lists the services in their order, and finds one by slug", () => {
    const orders = services.map((s) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const first = services[0]!;
    expect(findService(first.slug, "en")?.title).toBe(first.title);
    expect(findService("not-a-service", "en")).toBeUndefined();
    expect(findService("", "en")).toBeUndefined();
  });

  it("writes the counts of the headings from the lists themselves", () => {
    expect(home.servicesTitle).toBe(`${countInWords(services.length, true)} services, one accountable team`);
    expect(testimonialsLead.startsWith(`${countInWords(testimonials.length, true)} clients`)).toBe(true);
    expect(industriesCopy.pageLead.startsWith(`${countInWords(industries.length, true)} sectors`)).toBe(true);
    expect(industriesCopy.homeLead).toContain(` ${countInWords(industries.length, false)} sectors`);
    expect(aboutPage.process.lead.startsWith(`${countInWords(about.process.length, true)} steps`)).toBe(true);
    expect(whyChooseUsCopy.lead.startsWith(`${countInWords(whyChooseUs.length, true)} commitments`)).toBe(true);
  });

  it("fills the site's facts into the pages' words and leaves only the placeholders a page fills itself", () => {
    expect(contactPage.hero.lead).toContain(site.brand);
    expect(strategySessionCopy.title).toContain(`${site.strategySessionMinutes}-minute`);
    expect(landingCopy.consultation.lead).toContain(site.founder.name);
    const unfilled = strings(allContent).filter((text) => /\{\w+\}/.test(text));
    expect(unfilled.sort()).toEqual(
      [
        servicePage.coversTitle,
        aboutPage.stepLabel,
        thankYouPage.stepLabel,
        blogPostCopy.byline,
        serviceCardLink,
      ].sort(),
    );
    expect(servicePage.coversTitle).toContain("{service}");
    expect(serviceCardLink).toContain("{service}");
    expect(blogPostCopy.byline).toContain("{author}");
    expect(aboutPage.stepLabel).toContain("{step}");
    expect(thankYouPage.stepLabel).toContain("{step}");
  });

  it("keeps every page's title and description for search results within what search engines show", () => {
    for (const [name, copy] of Object.entries(pageCopy)) {
      if (typeof copy !== "object" || !("seo" in copy)) continue;
      expect(copy.seo.title.length, name).toBeLessThanOrEqual(70);
      expect(copy.seo.description.length, name).toBeLessThanOrEqual(160);
      expect(copy.seo.description.length, name).toBeGreaterThanOrEqual(50);
    }
  });

  it("states the FAQ's typical timelines and the strategy session's length", () => {
    const text = faqs.flatMap((f) => f.answer).join("\n");
    expect(text).toMatch(/simple website[^\n]*2-4 weeks/i);
    expect(text).toMatch(/complex website[^\n]*6-12 weeks/i);
    expect(text).toMatch(/mobile app[^\n]*8-16 weeks/i);
    expect(faqs.some((f) => f.question.includes(`${site.strategySessionMinutes}-minute`))).toBe(true);
  });

  it("marks private websites by an empty link and links every app to its store", () => {
    for (const item of appPortfolio)
      expect(item.link).toMatch(/^https:\/\/(apps\.apple\.com\/|play\.google\.com\/store\/apps\/details\?id=)/);
  });

  it("gives each client logo '<Name> logo' alt text", () => {
    for (const logo of clientLogos) expect(logo.image.alt).toBe(`${logo.name} logo`);
  });

  it("numbers the about page's process steps from 1 and names the founder from the site's facts", () => {
    expect(about.process.map((p) => p.step)).toEqual(about.process.map((_p, i) => i + 1));
    expect(about.story.join(" ")).toContain(site.founder.name);
  });

  it("gives every why-choose-us point, offering card and statistic what it shows", () => {
    for (const point of whyChooseUs) expect(point.icon).toBeTruthy();
    for (const offering of landingPages.flatMap((page) => page.services.cards)) expect(offering.icon).toBeTruthy();
    for (const stat of statistics) expect(stat.durationMs).toBeGreaterThan(0);
  });
});

describe("identifiers", () => {
  it.each(Object.entries(idLists))("%s has unique ids", (_name, list) => {
    const ids = list.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.entries(idLists))("%s uses kebab-case ids", (_name, list) => {
    for (const item of list) expect(String(item.id)).toMatch(kebab);
  });

  it("uses unique kebab-case service slugs", () => {
    const slugs = services.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(kebab);
  });
});

describe("links", () => {
  const links = [...websitePortfolio, ...appPortfolio].map((p) => p.link).filter((link) => link !== "");

  it("uses well-formed https URLs", () => {
    for (const link of links) {
      const url = new URL(link);
      expect(url.protocol, link).toBe("https:");
      expect(url.hostname, link).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(link, link).not.toMatch(/\s/);
    }
  });

  it("never repeats a link", () => {
    expect(new Set(links).size).toBe(links.length);
  });
});

describe("images", () => {
  it("gives every image non-empty alt text", () => {
    for (const img of images) expect(img.alt.trim().length, img.src).toBeGreaterThan(0);
  });

  it.each(images.map((img) => img.src))(
    "%s exists under public/ and is a small, self-contained SVG or a photo the build converts",
    async (src) => {
      expect(src.startsWith("/images/")).toBe(true);
      const file = publicDir + src.slice(1);
      expect(existsSync(file), file).toBe(true);
      if (/\.(png|jpe?g)$/.test(src)) {
        // An uploaded photo (the editor): the build serves it as WebP at the width its places need (scripts/images.ts).
        const { default: sharp } = await import("sharp");
        const meta = await sharp(file).metadata();
        expect(["png", "jpeg"]).toContain(meta.format);
        expect(meta.width, "narrower than the 640 px of a card").toBeGreaterThanOrEqual(640);
        expect(statSync(file).size, "over 10 MB").toBeLessThan(10 * 1024 * 1024);
        return;
      }
      expect(statSync(file).size).toBeLessThan(4096);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (640 400|200 60)"/);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/<script|href=|url\((?!#)|@import/i);
    },
  );

  it("ships the brand logo, logo mark and favicon", () => {
    for (const file of ["images/brand/logo.svg", "images/brand/logo-mark.svg", "favicon.svg"]) {
      expect(existsSync(publicDir + file), file).toBe(true);
      expect(readFileSync(publicDir + file, "utf8")).toMatch(/<title>[^<]+<\/title>/);
    }
  });
});

describe("copy", () => {
  const copy = strings(allContent);

  it("contains no placeholder text", () => {
    expect(copy.length).toBeGreaterThan(100);
    for (const text of copy) {
      expect(text, text).not.toMatch(/lorem|ipsum/i);
      expect(text, text).not.toMatch(/TODO/);
    }
  });

  it("takes brand and contact details from the site configuration instead of repeating them", () => {
    const values = [
      site.brand,
      site.email,
      site.phone.display,
      site.phone.dial,
      site.chatNumber,
      site.founder.name,
      ...Object.values(site.social),
    ];
    const sources = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".yaml"),
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) {
      const text = readFileSync(contentDir + source, "utf8");
      for (const value of values) expect(text.includes(value), `${source} repeats "${value}"`).toBe(false);
    }
  });
});
