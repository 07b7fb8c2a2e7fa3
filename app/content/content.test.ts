import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { about } from "./about";
import { clientLogos } from "./client-logos";
import { faqs } from "./faqs";
import { industries } from "./industries";
import { appOfferings, websiteOfferings } from "./offerings";
import { appPortfolio, websitePortfolio } from "./portfolio";
import { services } from "./services";
import { findService } from "./service-details";
import { statistics } from "./statistics";
import { testimonials } from "./testimonials";
import type { ContentImage } from "./types";
import { whyChooseUs } from "./why-choose-us";

const publicDir = fileURLToPath(new URL("../../public/", import.meta.url));
const contentDir = fileURLToPath(new URL("./", import.meta.url));
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const idLists: Record<string, readonly { id: string | number }[]> = {
  services,
  industries,
  testimonials,
  faqs,
  websitePortfolio,
  appPortfolio,
  websiteOfferings,
  appOfferings,
  clientLogos,
  statistics,
  whyChooseUs,
};

const allContent = { ...idLists, about };

const images: ContentImage[] = [
  ...services.map((s) => s.img),
  ...industries.map((i) => i.img),
  ...websitePortfolio.map((p) => p.img),
  ...appPortfolio.map((p) => p.img),
  ...clientLogos.map((l) => l.img),
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

describe("counts and fixed values (docs/product-rules.md)", () => {
  it("has the 12 services in the agreed order, titles and slugs", () => {
    expect(services.map((s) => s.title)).toEqual([
      "Web Development",
      "App Development",
      "UI/UX Design",
      "Artificial Intelligence",
      "Blockchain Development",
      "Game Development",
      "Robotic Process Automation",
      "Machine Learning",
      "Cloud Computing",
      "Data Science",
      "Natural Language Processing",
      "Cloud Migration",
    ]);
    // The service pages' addresses (docs/product-rules.md, Pages).
    expect(services.map((s) => s.slug)).toEqual([
      "web-development",
      "app-development",
      "uiux-design",
      "artificial-intelligence",
      "blockchain-development",
      "game-development",
      "robotic-process-automation",
      "machine-learning",
      "cloud-computing",
      "data-science",
      "natural-language-processing",
      "cloud-migration",
    ]);
    expect(services.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("gives every service its copy, an icon and 4 to 6 sub-services", () => {
    for (const service of services.map((summary) => findService(summary.slug)!)) {
      expect(service.tagline.length, service.slug).toBeGreaterThan(0);
      expect(service.description, service.slug).toHaveLength(2);
      expect(service.icon, service.slug).toBeTruthy();
      expect(service.img.src).toBe(`/images/services/${service.slug}.svg`);
      expect(service.services.length, service.slug).toBeGreaterThanOrEqual(4);
      expect(service.services.length, service.slug).toBeLessThanOrEqual(6);
      for (const sub of service.services) {
        expect(sub.heading.length).toBeGreaterThan(0);
        expect(sub.description.length).toBeGreaterThan(0);
      }
    }
  });

  it("keeps every service summary within 160 characters", () => {
    for (const service of services) {
      expect(service.summary.length, `${service.slug}: ${service.summary.length} chars`).toBeLessThanOrEqual(160);
    }
  });

  it("finds a service by slug and returns undefined for an unknown slug", () => {
    expect(findService("cloud-migration")?.title).toBe("Cloud Migration");
    expect(findService("web-development")?.id).toBe(1);
    expect(findService("not-a-service")).toBeUndefined();
    expect(findService("")).toBeUndefined();
  });

  it("has the 12 industries with the exact titles, in order", () => {
    expect(industries.map((i) => i.title)).toEqual([
      "Healthcare",
      "Retail",
      "Fintech",
      "Insurance",
      "Hospitality",
      "Manufacturing",
      "Legal Services",
      "Food & Restaurant",
      "Logistics",
      "Education",
      "Game",
      "Real Estate Services",
    ]);
    for (const industry of industries) {
      expect(industry.img.src).toBe(`/images/industries/${industry.id}.svg`);
      expect(industry.desc.length).toBeGreaterThan(0);
    }
  });

  it("has 12 testimonials, each with a name and a 'Role, Company' title", () => {
    expect(testimonials).toHaveLength(12);
    for (const t of testimonials) {
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.title).toMatch(/^[^,]+, .+$/);
      expect(t.quote.length).toBeGreaterThan(0);
    }
  });

  it("has 10 FAQs with 2 to 5 bullets each and the stated timelines", () => {
    expect(faqs).toHaveLength(10);
    for (const faq of faqs) {
      expect(faq.answer.length, faq.id).toBeGreaterThanOrEqual(2);
      expect(faq.answer.length, faq.id).toBeLessThanOrEqual(5);
    }
    const text = faqs.flatMap((f) => f.answer).join("\n");
    expect(text).toMatch(/simple website[^\n]*2-4 weeks/i);
    expect(text).toMatch(/complex website[^\n]*6-12 weeks/i);
    expect(text).toMatch(/mobile app[^\n]*8-16 weeks/i);
    expect(faqs.some((f) => f.question.includes(`${site.strategySessionMinutes}-minute`))).toBe(true);
  });

  it("has 9 website portfolio items (3 private) and 8 app portfolio items", () => {
    expect(websitePortfolio).toHaveLength(9);
    expect(websitePortfolio.filter((p) => p.link === "")).toHaveLength(3);
    expect(appPortfolio).toHaveLength(8);
    for (const item of websitePortfolio) expect(item.img.src).toBe(`/images/portfolio/websites/${item.id}.svg`);
    for (const item of appPortfolio) {
      expect(item.img.src).toBe(`/images/portfolio/apps/${item.id}.svg`);
      expect(item.link).toMatch(/^https:\/\/(apps\.apple\.com\/|play\.google\.com\/store\/apps\/details\?id=)/);
    }
  });

  it("has 10 client logos with '<Name> logo' alt text", () => {
    expect(clientLogos).toHaveLength(10);
    for (const logo of clientLogos) {
      expect(logo.img.src).toBe(`/images/logos/${logo.id}.svg`);
      expect(logo.img.alt).toBe(`${logo.name} logo`);
    }
  });

  it("has the three statistics with their exact values and durations", () => {
    expect(statistics).toEqual([
      { id: "years", value: 2, suffix: "+", label: "Years of experience", durationMs: 3000 },
      { id: "projects", value: 50, suffix: "+", label: "Projects delivered", durationMs: 5000 },
      { id: "team", value: 20, suffix: "+", label: "Skilled professionals", durationMs: 5000 },
    ]);
  });

  it("has the four why-choose-us points, in order, each with an icon", () => {
    expect(whyChooseUs.map((p) => p.title)).toEqual([
      "Technical Expertise",
      "Innovation and Adaptability",
      "Effective Communication",
      "Security and Compliance",
    ]);
    for (const point of whyChooseUs) expect(point.icon).toBeTruthy();
  });

  it("has the four website and four app offerings", () => {
    expect(websiteOfferings.map((o) => o.title)).toEqual([
      "E-commerce Websites",
      "Social Media Websites",
      "Landing Pages",
      "Custom Websites",
    ]);
    expect(appOfferings.map((o) => o.title)).toEqual(["iOS Apps", "Android Apps", "Flutter Apps", "Hybrid Apps"]);
    for (const offering of [...websiteOfferings, ...appOfferings]) expect(offering.icon).toBeTruthy();
  });

  it("has three story paragraphs, four values and the five process steps", () => {
    expect(about.story).toHaveLength(3);
    expect(about.story.join(" ")).toContain(site.founder.name);
    expect(about.values).toHaveLength(4);
    expect(about.process.map((p) => p.step)).toEqual([1, 2, 3, 4, 5]);
    expect(about.process.map((p) => p.title)).toEqual(["Discovery", "Design", "Build", "Launch", "Support"]);
  });
});

describe("identifiers", () => {
  it.each(Object.entries(idLists))("%s has unique ids", (_name, list) => {
    const ids = list.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.entries(idLists).filter(([name]) => name !== "services"))("%s uses kebab-case ids", (_name, list) => {
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

  it.each(images.map((img) => img.src))("%s exists under public/ and is a small, self-contained SVG", (src) => {
    expect(src.startsWith("/images/")).toBe(true);
    const file = publicDir + src.slice(1);
    expect(existsSync(file), file).toBe(true);
    expect(statSync(file).size).toBeLessThan(4096);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (640 400|200 60)"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).not.toMatch(/<script|href=|url\((?!#)|@import/i);
  });

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
    const sources = [
      "about.ts",
      "client-logos.ts",
      "faqs.ts",
      "industries.ts",
      "offerings.ts",
      "portfolio.ts",
      "services.ts",
      "statistics.ts",
      "testimonials.ts",
      "why-choose-us.ts",
    ];
    for (const source of sources) {
      const text = readFileSync(contentDir + source, "utf8");
      for (const value of values) expect(text.includes(value), `${source} repeats "${value}"`).toBe(false);
    }
  });
});
