import { z } from "zod";
import { paths } from "../config/paths";

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

/**
 * What the loader reads off a field's schema (z.globalRegistry, so a field says it where it is declared):
 * - `text`: words a visitor reads, which a translation changes. Every other field (order, ids, images, icons, links,
 *   dates, numbers) is the same in every locale's file, and the build refuses a translation where it differs.
 * - `image`: a picture under public/, which the build checks exists.
 * - `counts`: {count} / {Count} in this text is the number of entries of that list ("industries.items", or a folder
 *   collection's name for its number of files).
 * - `fills`: a placeholder the page fills in itself, left as it is.
 */
export interface FieldMeta {
  text?: boolean;
  image?: boolean;
  counts?: string;
  fills?: string;
}

/** The field's meta (above), with what its wrappers (.default(), .optional()) add. */
export function fieldMeta(schema: z.ZodType): FieldMeta {
  return (z.globalRegistry.get(schema) ?? {}) as FieldMeta;
}

/** A text a visitor reads: trimmed, not empty, at most `max` characters; a translation changes it. */
const text = (max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`),
    })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, {
      error: (issue) =>
        `is ${String((issue.input as string).length)} characters long; at most ${String(max)} are allowed`,
    })
    .meta({ text: true } satisfies FieldMeta);

/** A text whose {count} / {Count} is the number of entries of `list` (see FieldMeta). */
const counting = (list: string, field: z.ZodString) => field.meta({ counts: list } satisfies FieldMeta);
/** A text holding {name}, which the page fills in itself. */
const filling = (name: string, field: z.ZodString) => field.meta({ fills: name } satisfies FieldMeta);

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
  .string({
    error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`),
  })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be lowercase words joined by hyphens, e.g. cloud-migration" });

/** An image: a file under public/images (the build checks it exists) and its description for screen readers. */
export const imageSchema = z.object({
  src: z
    .string({
      error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`),
    })
    .regex(/^\/images\/[a-z0-9/._-]+\.(svg|png|jpe?g|webp|avif)$/, {
      error: "must be a file under /images/, e.g. /images/services/web-development.svg",
    })
    .meta({ image: true } satisfies FieldMeta),
  alt: text(200),
});

const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item, {
      error: (issue) => (issue.input === undefined ? "is required" : `must be a list, not ${typeOf(issue.input)}`),
    })
    .min(min, { error: `needs at least ${String(min)} entries` })
    .max(max, { error: `takes at most ${String(max)} entries` });

const count = (max: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? "is required" : `must be a number, not ${typeOf(issue.input)}`),
    })
    .int({ error: "must be a whole number" })
    .min(0)
    .max(max);

/** The icons a service may show: each key is mapped to its drawing in app/content/service-icons.ts. */
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
 * The pages' own words: content/<locale>/pages/<page>.yaml, one file per page, and content/<locale>/site.yaml for the
 * blocks several pages share. Placeholders: the agency's, as above, anywhere; a field that names another placeholder
 * ({service}, {author}, {step}) says so (`filling()`), and the page fills it in.
 */

/** A page's title in the browser tab and search results (the brand is appended) and its description there. */
const seo = z.strictObject({ title: text(70), description: text(160) });

/** The dark banner a page opens with: the small line above the heading, the heading (the page's h1), the lead. */
const hero = z.strictObject({ eyebrow: text(60), title, lead: text(300) });

/** A block's heading and the sentence under it. */
const heading = z.strictObject({ title, lead: text(300) });

/** A button or link's words. */
const label = text(40);

/** content/<locale>/pages/home.yaml (the services heading itself is in home.yaml). */
export const homePageSchema = z.strictObject({
  seo,
  /** The banner: its heading (the page's h1), the sentence under it and its two buttons (a project, the services). */
  hero: z.strictObject({ title, lead: text(300), startButton: label, servicesButton: label }),
  /** The small line above the services heading and the sentence under it. */
  services: z.strictObject({ eyebrow: text(60), lead: text(300) }),
  /** The client logos' heading. */
  clientsTitle: title,
});

/** content/<locale>/pages/services.yaml: /services. */
export const servicesPageSchema = z.strictObject({ seo, hero, list: heading });

/** content/<locale>/pages/service.yaml: what every service's page says around the service's own words. */
export const servicePageSchema = z.strictObject({
  /** Above the service's title. */
  eyebrow: text(60),
  /** The banner's buttons: to the contact page, to /services. */
  contactButton: label,
  servicesButton: label,
  /** The heading over the list of what the service includes; {service} is the service's title. */
  coversTitle: filling("service", title),
});

/** content/<locale>/pages/about.yaml: /about-us (its story, values and steps are in about.yaml). */
export const aboutPageSchema = z.strictObject({
  seo,
  hero,
  storyTitle: title,
  valuesTitle: title,
  /** {Count} / {count} in the lead is the number of steps in about.yaml. */
  process: z.strictObject({ title, lead: counting("about.process", text(300)) }),
  /** Above each step's title; {step} is its number. */
  stepLabel: filling("step", text(30)),
});

/** content/<locale>/pages/contact-us.yaml: /contact-us. */
export const contactPageSchema = z.strictObject({ seo, hero });

/** content/<locale>/pages/industries.yaml: /industries (the lead under the list's heading is in industries.yaml). */
export const industriesPageSchema = z.strictObject({ seo, hero, listTitle: title });

/** content/<locale>/pages/portfolio.yaml: /portfolio (the projects are in portfolio.yaml). */
export const portfolioPageSchema = z.strictObject({
  seo,
  hero,
  /** Each list's heading, the sentence under it and the words of a card's link. */
  websites: z.strictObject({ title, lead: text(300), linkLabel: label }),
  apps: z.strictObject({ title, lead: text(300), linkLabel: label }),
  /** On a card without a link. */
  privateLabel: label,
});

/** content/<locale>/pages/blogs.yaml: /blogs, every post's page and the RSS feed. */
export const blogsPageSchema = z.strictObject({
  seo,
  hero,
  listTitle: title,
  /** Under each post's summary in the list. */
  readMore: label,
  /** The feed's own description, for feed readers (the sentence that links to the feed is the message feed_invite). */
  feedDescription: text(160),
  /** A post's page: above its title; before its date ({author} is the post's author); the link back to the list. */
  postEyebrow: text(60),
  byline: filling("author", text(60)),
  backLink: label,
});

/** content/<locale>/pages/thank-you.yaml: the page a sent form leads to (never in search results). */
export const thankYouPageSchema = z.strictObject({
  seo,
  hero,
  homeButton: label,
  portfolioButton: label,
  /** The heading over the steps, and the steps in order. */
  nextSteps: z.strictObject({ title, steps: list(z.strictObject({ title: text(80), description: text(300) }), 1, 6) }),
  /** Above each step's title; {step} is its number. */
  stepLabel: filling("step", text(30)),
});

/** content/<locale>/pages/not-found.yaml: what an unknown address shows (never in search results). */
export const notFoundPageSchema = z.strictObject({
  seo,
  hero,
  homeButton: label,
  servicesButton: label,
  contactButton: label,
});

/** A block of the privacy page: its heading and paragraphs; {email} is the agency's e-mail address, filled in by the page. */
const privacyBlock = z.strictObject({ title, paragraphs: list(filling("email", paragraph), 1, 8) });

/** The name of a setting of the server (server/env.ts) whose value the privacy page states. */
const settingName = z
  .string({
    error: (issue) => (issue.input === undefined ? "is required" : `must be text, not ${typeOf(issue.input)}`),
  })
  .regex(/^[A-Z][A-Z0-9_]*$/, { error: "must name a setting of server/env.ts, e.g. DEAD_LETTER_DAYS" });

/**
 * content/<locale>/pages/privacy.yaml: /privacy. Each retention period names the server's setting it states
 * (server/retention.ts lists them); the page fills {duration} with the value the site was built with.
 */
export const privacyPageSchema = z.strictObject({
  seo,
  hero,
  collection: privacyBlock,
  retention: z.strictObject({
    title,
    lead: text(400),
    periods: list(z.strictObject({ id, setting: settingName, text: filling("duration", text(400)) }), 1, 10),
    /** What becomes of an enquiry once it is in the agency's inbox. */
    inbox: text(400),
  }),
  measurement: privacyBlock,
  rights: privacyBlock,
});

/** content/<locale>/site.yaml: the blocks several pages share. */
export const siteCopySchema = z.strictObject({
  /** The band under most pages that leads to the contact page. */
  consultationCta: z.strictObject({ title, lead: text(300), button: label }),
  /** The strategy session with the founder (home, /contact-us). */
  strategySession: z.strictObject({ title, lead: text(400), button: label }),
  /** The contact block (home, /contact-us, the landing pages): its small line, heading, lead and the form's heading. */
  contactSection: z.strictObject({ eyebrow: text(60), title, lead: text(300), formTitle: title }),
  /**
   * The ways to reach us in the contact block: each one's name, and the words under it where they are not the address
   * or number itself (those are in content/agency.json and agency.yaml).
   */
  contactChannels: z.strictObject({
    labels: z.strictObject({
      email: label,
      phone: label,
      whatsapp: label,
      linkedin: label,
      instagram: label,
      facebook: label,
      address: label,
    }),
    texts: z.strictObject({ whatsapp: text(60), linkedin: text(60), instagram: text(60), facebook: text(60) }),
  }),
  /** docs/contracts.md: the title says "FAQ" or "Frequently Asked Questions" (tests find the block by it). */
  faq: z.strictObject({ eyebrow: text(60), title, lead: text(300) }),
  /** The lead under this heading is in testimonials.yaml. */
  testimonials: z.strictObject({ eyebrow: text(60), title }),
  /** {Count} / {count} in the lead is the number of points in why-choose-us.yaml. */
  whyChooseUs: z.strictObject({ eyebrow: text(60), title, lead: counting("whyChooseUs.items", text(300)) }),
  /** The home page's industries block (its lead is in industries.yaml) and its button to /industries. */
  industries: z.strictObject({ eyebrow: text(60), title, button: label }),
  /** The link at the foot of each service card; {service} is the service's title. */
  serviceCardLink: filling("service", text(60)),
  /** The footer's two headings (its copyright line is the message footer_copyright). */
  footer: z.strictObject({ servicesTitle: text(40), linksTitle: text(40) }),
  /** The landing pages' shared words (each page's own are in landing-pages/). */
  landing: z.strictObject({
    /** The banner's three buttons: to the requirement form, to the contact block, to the services. */
    startButton: label,
    contactButton: label,
    servicesButton: label,
    /** The requirement form's heading and the line under it. */
    formTitle: title,
    formLead: text(200),
    aboutEyebrow: text(60),
    servicesEyebrow: text(60),
    /** The consultation band: heading, lead and its two booking buttons. */
    consultation: z.strictObject({ title, lead: text(400), bookButton: label, callButton: label }),
    clientsTitle: title,
  }),
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
export type ServiceIconKey = (typeof serviceIconKeys)[number];
export type PointIconKey = (typeof pointIconKeys)[number];
export type OfferingIconKey = (typeof offeringIconKeys)[number];
