import { z } from "zod";

/**
 * The one description of the content's fields. Every file under content/<locale>/ is read with the schema of its
 * collection (below); the site's types are inferred from these schemas, and the build refuses a file that does
 * not match, naming the file and the field (app/content/load-content.ts). A second locale (content/zh-hk/) uses
 * the same schemas: docs/decisions/013-locale-model.md.
 *
 * Limits on texts are in characters. A text may hold placeholders in braces: {count} / {Count} (the number of
 * entries of its list, in words) where a field says so, and {founder}, {founderRole}, {sessionMinutes} (from
 * shared/site.ts) anywhere.
 */

/** A text a visitor reads: trimmed, not empty, at most `max` characters. */
const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`) })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, { error: (issue) => `is ${String((issue.input as string).length)} characters long; at most ${String(max)} are allowed` });

/** A page title as search engines and headings show it. */
const title = text(80);
/** A paragraph. */
const paragraph = text(1200);

function typeOf(value: unknown): string {
  if (value === null) return "nothing (null)";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "a group of fields" : `a ${typeof value}`;
}

/** The name of an entry in a list, unique in its list: lowercase words joined by hyphens. */
const id = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be lowercase words joined by hyphens, e.g. cloud-migration" });

/** An image: a file under public/images (the build checks it exists) and its description for screen readers. */
export const imageSchema = z.object({
  src: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`) })
    .regex(/^\/images\/[a-z0-9/._-]+\.(svg|png|jpe?g|webp|avif)$/, { error: "must be a file under /images/, e.g. /images/services/web-development.svg" }),
  alt: text(200),
});

const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? "is required" : `must be a list, not ${typeOf(issue.input)}`) })
    .min(min, { error: `needs at least ${String(min)} entries` })
    .max(max, { error: `takes at most ${String(max)} entries` });

const count = (max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? "is required" : `must be a number, not ${typeOf(issue.input)}`) })
    .int({ error: "must be a whole number" })
    .min(0)
    .max(max);

/** The icons a service may show: each key is mapped to its drawing in app/content/icons.ts. */
export const serviceIconKeys = [
  "code-xml",
  "smartphone",
  "pen-tool",
  "brain-circuit",
  "blocks",
  "gamepad-2",
  "bot",
  "chart-scatter",
  "cloud",
  "chart-column",
  "messages-square",
  "cloud-upload",
] as const;
/** The icons of the why-choose-us points. */
export const pointIconKeys = ["cpu", "lightbulb", "messages-square", "shield-check"] as const;
/** The icons of the landing pages' offering cards. */
export const offeringIconKeys = [
  "shopping-cart",
  "users-round",
  "panels-top-left",
  "code-xml",
  "apple",
  "smartphone",
  "layers",
  "tablet-smartphone",
] as const;

const icon = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.enum(keys, { error: (issue) => `must be one of: ${keys.join(", ")} (got ${JSON.stringify(issue.input)})` });

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
});

/** content/<locale>/industries.yaml */
export const industriesSchema = z.strictObject({
  /** Under the home page's industries heading; {count} is the number of industries. */
  homeLead: text(200),
  /** Under the /industries page's heading; {Count} is the number of industries. */
  pageLead: text(200),
  items: list(z.strictObject({ id, title: text(40), image: imageSchema, description: paragraph }), 1, 40),
});

/** content/<locale>/testimonials.yaml */
export const testimonialsSchema = z.strictObject({
  /** Under the testimonials heading; {Count} is the number of quotes. */
  lead: text(200),
  items: list(
    z.strictObject({
      id,
      name: text(60),
      /** Role and company: "Operations Director, Peakline Health". */
      title: text(100).regex(/^[^,]+, .+$/, { error: 'must read "Role, Company"' }),
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
  websites: list(portfolioItem(z.union([z.literal(""), z.url({ protocol: /^https$/, error: "must be an https:// address or empty" })]).default("")), 1, 40),
  /** The App Store or Google Play page. */
  apps: list(portfolioItem(z.url({ protocol: /^https$/, error: "must be an https:// address" })), 1, 40),
});

/** content/<locale>/client-logos.yaml */
export const clientLogosSchema = z.strictObject({
  items: list(z.strictObject({ id, name: text(60), image: imageSchema }), 1, 40),
});

/** content/<locale>/statistics.yaml: each figure counts up once, over durationMs, when it comes into view. */
export const statisticsSchema = z.strictObject({
  items: list(z.strictObject({ id, value: count(1_000_000), suffix: z.string().max(4).default(""), label: text(40), durationMs: count(10_000) }), 1, 6),
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
  servicesTitle: text(80),
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
});

/** How each collection is stored under content/<locale>/: one file, or a folder of one file per entry. */
export const collections = {
  services: { folder: "services", ext: ".yaml", schema: serviceSchema },
  landingPages: { folder: "landing-pages", ext: ".yaml", schema: landingPageSchema },
  blog: { folder: "blog", ext: ".md", schema: blogFrontMatterSchema },
  industries: { file: "industries.yaml", schema: industriesSchema },
  testimonials: { file: "testimonials.yaml", schema: testimonialsSchema },
  faqs: { file: "faqs.yaml", schema: faqsSchema },
  portfolio: { file: "portfolio.yaml", schema: portfolioSchema },
  clientLogos: { file: "client-logos.yaml", schema: clientLogosSchema },
  statistics: { file: "statistics.yaml", schema: statisticsSchema },
  whyChooseUs: { file: "why-choose-us.yaml", schema: whyChooseUsSchema },
  about: { file: "about.yaml", schema: aboutSchema },
  home: { file: "home.yaml", schema: homeSchema },
} as const;

export type ServiceEntry = z.infer<typeof serviceSchema>;
export type LandingPageEntry = z.infer<typeof landingPageSchema>;
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
export type ServiceIconKey = (typeof serviceIconKeys)[number];
export type PointIconKey = (typeof pointIconKeys)[number];
export type OfferingIconKey = (typeof offeringIconKeys)[number];
