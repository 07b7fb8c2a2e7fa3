import { z } from "zod";
import { paths } from "../config/paths";
import {
  homePageSchema,
  servicesPageSchema,
  servicePageSchema,
  aboutPageSchema,
  contactPageSchema,
  industriesPageSchema,
  portfolioPageSchema,
  blogsPageSchema,
  thankYouPageSchema,
  notFoundPageSchema,
  privacyPageSchema,
  siteCopySchema,
} from "./page-schemas";
import {
  text,
  counting,
  title,
  paragraph,
  id,
  imageSchema,
  list,
  count,
  serviceIconKeys,
  pointIconKeys,
  offeringIconKeys,
  icon,
} from "./schema-fields";

/**
 * The one description of the content's fields. Every file under content/<locale>/ is read with the schema of its
 * collection (below); the site's types are inferred from these schemas, and the build refuses a file that does
 * not match, naming the file and the field (app/content/load-content.ts). A second locale (content/zh-hk/) uses
 * the same schemas: docs/decisions/013-locale-model.md.
 *
 * Limits on texts are in characters. A text may hold placeholders in braces: {count} / {Count} (the number of
 * entries of its list, in words) where a field says so (`counting()`), and {brand}, {founder}, {sessionMinutes} (from
 * content/agency.json), {address}, {founderRole} (from the locale's agency.yaml) anywhere.
 */

/** content/<locale>/services/<slug>.yaml: one service; its file name is its address, /services/<slug>. */
export const serviceSchema = z.strictObject({
  /** Position in the menus, grids and the contact form's list (1 first). */
  order: count(999).min(1),
  title: text(40),
  tagline: text(140),
  /** For cards and the page's meta description. */
  summary: text(160),
  image: imageSchema,
  icon: icon(serviceIconKeys),
  /** The service page's opening paragraphs. */
  description: list(paragraph, 1, 4),
  subServices: list(z.strictObject({ heading: title, description: paragraph }), 1, 8),
  /** The page's title in search results, naming the service and the place (the brand is appended), and its description; without them, the title and the summary. */
  seo: z.strictObject({ title: text(70), description: text(160).optional() }).optional(),
});

/** content/<locale>/industries.yaml */
export const industriesSchema = z.strictObject({
  /** Under the home page's industries heading; {count} is the number of industries. */
  homeLead: counting("industries.items", text(200)),
  /** Under the /industries page's heading; {Count} is the number of industries. */
  pageLead: counting("industries.items", text(200)),
  items: list(z.strictObject({ id, title: text(40), image: imageSchema, description: paragraph }), 1, 40),
});

/** content/<locale>/testimonials.yaml */
export const testimonialsSchema = z.strictObject({
  /** Under the testimonials heading; {Count} is the number of quotes. */
  lead: counting("testimonials.items", text(200)),
  items: list(
    z.strictObject({
      id,
      name: text(60),
      /** The credit under the quote; each language orders the two its own way (the message testimonial_credit). */
      role: text(60),
      company: text(60),
      quote: text(600),
    }),
    1,
    40,
  ),
});

/** content/<locale>/faqs.yaml: each answer is a list of bullets. */
export const faqsSchema = z.strictObject({
  items: list(z.strictObject({ id, question: title.max(120), answer: list(text(400), 1, 8) }), 1, 40),
});

const portfolioItem = (link: z.ZodType<string>) =>
  z.strictObject({ id, title: text(60), category: text(80), image: imageSchema, link });

/** content/<locale>/portfolio.yaml: the websites and the apps. */
export const portfolioSchema = z.strictObject({
  /** An empty or missing link means the client keeps the site private (the editor leaves an empty one out). */
  websites: list(
    portfolioItem(
      z
        .union([z.literal(""), z.url({ protocol: /^https$/, error: "must be an https:// address or empty" })])
        .default(""),
    ),
    1,
    40,
  ),
  /** The App Store or Google Play page. */
  apps: list(portfolioItem(z.url({ protocol: /^https$/, error: "must be an https:// address" })), 1, 40),
});

/** content/<locale>/client-logos.yaml */
export const clientLogosSchema = z.strictObject({
  items: list(z.strictObject({ id, name: text(60), image: imageSchema }), 1, 40),
});

/** content/<locale>/statistics.yaml: each figure counts up once, over durationMs, when it comes into view. */
export const statisticsSchema = z.strictObject({
  items: list(
    z.strictObject({
      id,
      value: count(1_000_000),
      suffix: z.string().max(4).default(""),
      label: text(40),
      durationMs: count(10_000),
    }),
    1,
    6,
  ),
});

/** content/<locale>/why-choose-us.yaml */
export const whyChooseUsSchema = z.strictObject({
  items: list(z.strictObject({ id, title: text(60), icon: icon(pointIconKeys), description: paragraph }), 1, 8),
});

/** content/<locale>/about.yaml: the "Our story" paragraphs, the values and the steps of the process, in order. */
export const aboutSchema = z.strictObject({
  story: list(paragraph, 1, 6),
  values: list(z.strictObject({ title: text(60), description: paragraph }), 1, 8),
  process: list(z.strictObject({ title: text(60), description: paragraph }), 1, 10),
});

/** content/<locale>/home.yaml: the home page's own headings. */
export const homeSchema = z.strictObject({
  /** The services block's heading; {Count} is the number of services. */
  servicesTitle: counting("services", text(80)),
});

/** content/<locale>/landing-pages/<name>.yaml: one paid-traffic landing page; its file name is its address. */
export const landingPageSchema = z.strictObject({
  /** Position among the landing pages (the sitemap's order; the first takes posted forms that name no page). */
  order: count(999).min(1),
  /** The page's own title (the brand is appended), its description for search results and its share image. */
  seo: z.strictObject({ title: text(70), description: text(160), image: imageSchema.shape.src }),
  eyebrow: text(60),
  headline: text(120),
  lead: text(300),
  about: z.strictObject({ title: text(100), paragraphs: list(paragraph, 1, 4) }),
  services: z.strictObject({
    title: text(80),
    lead: text(200),
    cards: list(z.strictObject({ id, title: text(40), icon: icon(offeringIconKeys), description: text(300) }), 1, 8),
  }),
});

/** content/<locale>/blog/<slug>.md: the front matter of a post; its file name is its address, /blogs/<slug>. */
export const blogFrontMatterSchema = z.strictObject({
  title: text(120).min(5, { error: "needs at least 5 characters" }),
  date: z.iso.date({ error: "must be a date written 2026-11-03" }),
  /** Shown in the blog list and as the page's description in search results. */
  summary: text(160).min(15, { error: "needs at least 15 characters" }),
  author: text(60),
  cover: imageSchema.shape.src,
  coverAlt: text(200),
  /** A shorter title for search results (the brand is appended), when the post's own is too long to show whole there. */
  seoTitle: text(70).optional(),
});

/**
 * content/<locale>/agency.yaml: the agency's words that a translation changes. Its facts, the same in every language
 * (brand, e-mail, phone, WhatsApp, links, the founder's name), are in content/agency.json (shared/agency.ts).
 */
export const agencyWordsSchema = z.strictObject({
  /** Beside the brand: the home page's banner, the default share image. */
  tagline: text(60),
  /** The short description under the logo in the footer, and the organisation's description for search engines. */
  blurb: text(300),
  /** The placeholder {address}; the footer, the contact block. */
  address: text(80),
  /** The placeholder {founderRole} (written in lowercase there). */
  founderRole: text(80),
});

/**
 * The registry: every collection, and how it is stored under content/<locale>/ (one file, or a folder of one file
 * per entry). It alone drives the loading and checking (./load-content.ts), the pages' typed access (`view("name")`,
 * ./source.ts), the comparison of a translation with the default locale (./translations.ts) and the editor's forms
 * (editor/keystatic-config.ts): adding a collection is one entry here.
 */
export const collections = {
  services: { folder: "services", ext: ".yaml", schema: serviceSchema, page: paths.service },
  landingPages: {
    folder: "landing-pages",
    ext: ".yaml",
    schema: landingPageSchema,
    page: (slug: string) => `/${slug}`,
  },
  blog: { folder: "blog", ext: ".md", schema: blogFrontMatterSchema, translationOptional: true, page: paths.blogPost },
  industries: { file: "industries.yaml", schema: industriesSchema },
  testimonials: { file: "testimonials.yaml", schema: testimonialsSchema },
  faqs: { file: "faqs.yaml", schema: faqsSchema },
  portfolio: { file: "portfolio.yaml", schema: portfolioSchema },
  clientLogos: { file: "client-logos.yaml", schema: clientLogosSchema },
  statistics: { file: "statistics.yaml", schema: statisticsSchema },
  whyChooseUs: { file: "why-choose-us.yaml", schema: whyChooseUsSchema },
  about: { file: "about.yaml", schema: aboutSchema },
  home: { file: "home.yaml", schema: homeSchema },
  siteCopy: { file: "site.yaml", schema: siteCopySchema },
  homePage: { file: "pages/home.yaml", schema: homePageSchema },
  servicesPage: { file: "pages/services.yaml", schema: servicesPageSchema },
  servicePage: { file: "pages/service.yaml", schema: servicePageSchema },
  aboutPage: { file: "pages/about-us.yaml", schema: aboutPageSchema },
  contactPage: { file: "pages/contact-us.yaml", schema: contactPageSchema },
  industriesPage: { file: "pages/industries.yaml", schema: industriesPageSchema },
  portfolioPage: { file: "pages/portfolio.yaml", schema: portfolioPageSchema },
  blogsPage: { file: "pages/blogs.yaml", schema: blogsPageSchema },
  thankYouPage: { file: "pages/thank-you.yaml", schema: thankYouPageSchema },
  notFoundPage: { file: "pages/not-found.yaml", schema: notFoundPageSchema },
  privacyPage: { file: "pages/privacy.yaml", schema: privacyPageSchema },
  agency: { file: "agency.yaml", schema: agencyWordsSchema },
} as const satisfies Record<string, CollectionSpec>;

/** A collection of the registry: one file, or a folder whose file names are the entries' addresses. */
export type CollectionSpec =
  | { file: `${string}.yaml`; schema: z.ZodType }
  | {
      folder: string;
      ext: ".yaml" | ".md";
      schema: z.ZodType;
      /** A blog post may exist in one language only; every other file needs its translation. */
      translationOptional?: boolean;
      /** The path of an entry's page, from its file name (the editor's preview link). */
      page?: (slug: string) => string;
    };

export type ServiceEntry = z.infer<typeof serviceSchema>;
export type LandingPageEntry = z.infer<typeof landingPageSchema>;
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
