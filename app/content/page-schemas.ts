import { z } from "zod";
import { counting, filling, id, list, paragraph, text, title, typeOf } from "./schema-fields";

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
