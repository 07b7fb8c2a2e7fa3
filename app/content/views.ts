import { marked } from "marked";
import type { Content } from "./load-content";

/**
 * What each module of app/content hands to the pages, computed from the loaded content (./load-content.ts). A module
 * asks for its part with `view("name")` (./source.ts); at build time the Vite plugin (scripts/content-plugin.ts)
 * replaces that call with the part's value, so a page's code carries exactly the data it shows and no file reader.
 */

/** A wide table scrolls sideways on a phone; a focusable, named region lets keyboard users scroll it too. */
export function withScrollableTables(html: string): string {
  return html
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table>')
    .replace(/<\/table>/g, "</table></div>");
}

export const views = {
  /** What cards, menus, the footer and the contact form show of each service, in order. */
  services: (c: Content) => c.services.map(({ description: _d, subServices: _s, ...summary }) => summary),
  /** What only a service's own page shows, by slug. */
  serviceDetails: (c: Content) =>
    Object.fromEntries(c.services.map(({ slug, description, subServices }) => [slug, { description, subServices }])),
  industries: (c: Content) => c.industries.items,
  industriesCopy: (c: Content) => ({ homeLead: c.industries.homeLead, pageLead: c.industries.pageLead }),
  testimonials: (c: Content) => c.testimonials.items,
  testimonialsLead: (c: Content) => c.testimonials.lead,
  faqs: (c: Content) => c.faqs.items,
  websitePortfolio: (c: Content) => c.portfolio.websites,
  appPortfolio: (c: Content) => c.portfolio.apps,
  clientLogos: (c: Content) => c.clientLogos.items,
  statistics: (c: Content) => c.statistics.items,
  whyChooseUs: (c: Content) => c.whyChooseUs.items,
  about: (c: Content) => ({ ...c.about, process: c.about.process.map((step, index) => ({ step: index + 1, ...step })) }),
  home: (c: Content) => c.home,
  // Each page's own words (content/<locale>/pages/), and the shared blocks' (site.yaml) one block at a time: a page's
  // script carries the words it shows, not every page's.
  homePage: (c: Content) => c.homePage,
  servicesPage: (c: Content) => c.servicesPage,
  servicePage: (c: Content) => c.servicePage,
  aboutPage: (c: Content) => c.aboutPage,
  contactPage: (c: Content) => c.contactPage,
  industriesPage: (c: Content) => c.industriesPage,
  portfolioPage: (c: Content) => c.portfolioPage,
  blogsPage: (c: Content) => {
    const { postEyebrow: _e, byline: _b, backLink: _l, ...list } = c.blogsPage;
    return list;
  },
  blogPostCopy: (c: Content) => ({ eyebrow: c.blogsPage.postEyebrow, byline: c.blogsPage.byline, backLink: c.blogsPage.backLink }),
  thankYouPage: (c: Content) => c.thankYouPage,
  notFoundPage: (c: Content) => c.notFoundPage,
  consultationCtaCopy: (c: Content) => c.siteCopy.consultationCta,
  strategySessionCopy: (c: Content) => c.siteCopy.strategySession,
  contactSectionCopy: (c: Content) => c.siteCopy.contactSection,
  contactChannelsCopy: (c: Content) => c.siteCopy.contactChannels,
  faqCopy: (c: Content) => c.siteCopy.faq,
  testimonialsCopy: (c: Content) => c.siteCopy.testimonials,
  whyChooseUsCopy: (c: Content) => c.siteCopy.whyChooseUs,
  industriesServedCopy: (c: Content) => c.siteCopy.industries,
  serviceCardLink: (c: Content) => c.siteCopy.serviceCardLink,
  footerCopy: (c: Content) => c.siteCopy.footer,
  landingCopy: (c: Content) => c.siteCopy.landing,
  landingPages: (c: Content) => c.landingPages,
  /** Every post, newest first, with its Markdown turned into HTML (read by loaders only: never in a page's script). */
  blogPosts: (c: Content) =>
    c.blog.map(({ slug, frontMatter: fm, body }) => ({
      slug,
      title: fm.title,
      date: fm.date,
      summary: fm.summary,
      author: fm.author,
      cover: { src: fm.cover, alt: fm.coverAlt },
      html: withScrollableTables(marked.parse(body, { async: false })),
    })),
};

export type Views = typeof views;
