/**
 * Every block of the site that is an island, in one place: a block whose code is not part of its page's first
 * download (see ui/island.tsx). The forms' islands are in ./form-islands.ts: the contact block, itself an island
 * here, holds one, and this module imports the blocks. Each is prerendered in full and hydrated in place when the visitor reaches it, or first uses it.
 *
 * An island is named after the component it loads, with "Island" after it. Its fallback is the room the block
 * takes on a page opened by a client-side navigation, while its code arrives; it is close to the block's height
 * at the phone width, so the page below does not jump.
 */
import { island } from "~/components/ui/island";

// The footer is never on the first screen.
export const SiteFooterIsland = island(() => import("~/components/layout/site-footer").then((m) => m.SiteFooter), {
  fallbackClassName: "min-h-[30rem] bg-navy-950",
});

// The home page: only the banner and the services heading are on a phone's first screen.
export const ServicesGridIsland = island(
  () => import("~/components/sections/services-grid").then((m) => m.ServicesGrid),
  {
    fallbackClassName: "min-h-[60rem]",
  },
);
// The counters must be running (at 0) before they are seen, so they count up in front of the visitor.
export const StatisticsStripIsland = island(
  () => import("~/components/sections/statistics-strip").then((m) => m.StatisticsStrip),
  {
    fallbackClassName: "min-h-[20rem]",
    loadAhead: "50% 0px",
  },
);
export const WhyChooseUsIsland = island(
  () => import("~/components/sections/why-choose-us").then((m) => m.WhyChooseUs),
  {
    fallbackClassName: "min-h-[40rem]",
  },
);
export const IndustriesServedIsland = island(
  () => import("~/components/sections/industries-served").then((m) => m.IndustriesServed),
  {
    fallbackClassName: "min-h-[30rem]",
  },
);
export const FaqListIsland = island(() => import("~/components/sections/faq-list").then((m) => m.FaqList), {
  fallbackClassName: "min-h-[40rem]",
});
export const StrategySessionIsland = island(
  () => import("~/components/sections/strategy-session").then((m) => m.StrategySession),
  {
    fallbackClassName: "min-h-[20rem]",
  },
);
export const ConsultationCtaIsland = island(
  () => import("~/components/sections/consultation-cta").then((m) => m.ConsultationCta),
  {
    fallbackClassName: "min-h-[16rem]",
  },
);
export const ContactSectionIsland = island(
  () => import("~/components/sections/contact-section").then((m) => m.ContactSection),
  {
    fallbackClassName: "min-h-[48rem]",
  },
);

// The carousels (Embla) sit far below the fold on every page that has them.
export const TestimonialsCarouselIsland = island(
  () => import("~/components/sections/testimonials-carousel").then((m) => m.TestimonialsCarousel),
  {
    fallbackClassName: "min-h-[36rem]",
  },
);
export const ClientLogosCarouselIsland = island(
  () => import("~/components/sections/client-logos-carousel").then((m) => m.ClientLogosCarousel),
  {
    fallbackClassName: "min-h-[20rem]",
  },
);
