import { view } from "../content/source";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webPageJsonLd,
} from "./structured-data";
import { servicesIn } from "../content/content.server";
import { findService } from "../content/content.server";
import { site } from "../../shared/site";

const services = servicesIn("en");

const faqs = view("faqs.items");

// The properties schema.org defines for each type we use, and that search engines require or recommend.
const url = z.url({ protocol: /^https?$/ });
const context = z.literal("https://schema.org");
const thing = { "@context": context, name: z.string().min(1) };

const organization = z.object({
  ...thing,
  "@type": z.literal("Organization"),
  url,
  logo: url,
  email: z.email(),
  telephone: z.string().regex(/^\+\d{8,15}$/),
  address: z.object({ "@type": z.literal("PostalAddress"), addressCountry: z.string().length(2) }),
  sameAs: z.array(url).min(1),
});
const service = z.object({
  ...thing,
  "@type": z.literal("Service"),
  description: z.string().min(15),
  url,
  provider: z.object({ "@type": z.literal("Organization"), name: z.string() }),
});
const faqPage = z.object({
  "@context": context,
  "@type": z.literal("FAQPage"),
  mainEntity: z
    .array(
      z.object({
        "@type": z.literal("Question"),
        name: z.string().min(5),
        acceptedAnswer: z.object({ "@type": z.literal("Answer"), text: z.string().min(10) }),
      }),
    )
    .min(1),
});
const breadcrumbList = z.object({
  "@context": context,
  "@type": z.literal("BreadcrumbList"),
  itemListElement: z
    .array(
      z.object({
        "@type": z.literal("ListItem"),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: url,
      }),
    )
    .min(2),
});
const blogPosting = z.object({
  "@context": context,
  "@type": z.literal("BlogPosting"),
  headline: z.string().min(5).max(110),
  datePublished: z.iso.date(),
  author: z.object({ "@type": z.literal("Person"), name: z.string().min(2) }),
  image: url,
  mainEntityOfPage: url,
});

describe("structured data", () => {
  it("describes the organization with the site configuration's contact details", () => {
    const data = organization.parse(organizationJsonLd(view("agency"), "en"));
    expect(data.name).toBe(site.brand);
    expect(data.email).toBe(site.email);
    expect(data.sameAs).toEqual(Object.values(site.social));
  });

  it("describes each of the 12 services", () => {
    for (const item of services)
      expect(service.parse(serviceJsonLd(findService(item.slug, "en")!, "en", `${item.title} services`)).name).toBe(
        item.title,
      );
  });

  it("lists every FAQ as a question with its answer", () => {
    expect(faqPage.parse(faqPageJsonLd(faqs, "en")).mainEntity).toHaveLength(faqs.length);
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const data = breadcrumbList.parse(
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
      ]),
    );
    expect(data.itemListElement.map((crumb) => crumb.position)).toEqual([1, 2]);
  });

  it("describes a blog post", () => {
    const post = {
      slug: "a-post",
      title: "A post about timelines",
      summary: "How long things take.",
      date: "2026-11-03",
      author: "Daniel Cheung",
      cover: { src: "/images/blog/a.svg" },
    };
    expect(blogPosting.parse(blogPostingJsonLd(post, "en")).headline).toBe(post.title);
  });

  it("says the language of each description, and links the Chinese page from the Chinese data", () => {
    const post = {
      slug: "a-post",
      title: "一篇關於時間表的文章",
      summary: "做一件事要多久。",
      date: "2026-11-03",
      author: "Daniel Cheung",
      cover: { src: "/images/blog/a.svg" },
    };
    const data = blogPostingJsonLd(post, "zh-hk");
    expect(data.inLanguage).toBe("zh-Hant-HK");
    expect(data.url).toBe(`${import.meta.env.SITE_URL}/zh-hk/blogs/a-post`);
    expect(faqPageJsonLd(view("faqs.items", "zh-hk"), "zh-hk").inLanguage).toBe("zh-Hant-HK");
  });

  it("says every page's language, and the site's in that language", () => {
    const page = z.object({
      "@context": context,
      "@type": z.literal("WebPage"),
      url,
      inLanguage: z.string(),
      isPartOf: z.object({ "@type": z.literal("WebSite"), url, name: z.string(), inLanguage: z.string() }),
    });
    const english = page.parse(webPageJsonLd("/about-us", "en"));
    expect(english).toMatchObject({ url: `${import.meta.env.SITE_URL}/about-us`, inLanguage: "en" });
    expect(english.isPartOf).toMatchObject({ url: `${import.meta.env.SITE_URL}/`, inLanguage: "en" });
    const chinese = page.parse(webPageJsonLd("/zh-hk/about-us", "zh-hk"));
    expect(chinese).toMatchObject({ url: `${import.meta.env.SITE_URL}/zh-hk/about-us`, inLanguage: "zh-Hant-HK" });
    expect(chinese.isPartOf).toMatchObject({ url: `${import.meta.env.SITE_URL}/zh-hk/`, inLanguage: "zh-Hant-HK" });
  });
});
