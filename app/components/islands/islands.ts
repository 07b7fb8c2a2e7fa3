/**
 * Every island of the site, in one place: the blocks that need script in the browser (./island.tsx). Each has its
 * code in ./entries/<name>.ts, which the post-build step compiles as a module of its own (scripts/build-islands.ts).
 * Everything else on a page is HTML and CSS: links, the menu, the FAQ, the section links and the banner's video need
 * no React (app/bootstrap).
 */
import { island } from "./island";
import { ContactForm } from "../../features/enquiry/contact-form";
import { RequirementForm } from "../../features/enquiry/requirement-form";
import { StatisticsStrip } from "../sections/statistics-strip";
import { TestimonialsCarousel } from "../sections/testimonials-carousel";
import { ClientLogosCarousel } from "../sections/client-logos-carousel";
import { ThankYouNotice } from "../../lib/thank-you-notice";

// The forms' code (react-hook-form, zod) is a third of the site's script, and most visitors never use a form. Both post
// natively until their code runs, so it waits for the visitor's first tap, focus or key in the form, and a submit
// before then is held and replayed (app/bootstrap/hold-early-submits.ts); what was typed meanwhile is kept.
export const ContactFormIsland = island("contact-form", ContactForm, { on: "use" });
export const RequirementFormIsland = island("requirement-form", RequirementForm, { on: "use" });

// The counters must be running (at 0) before they are seen, so they count up in front of the visitor.
export const StatisticsStripIsland = island("statistics", StatisticsStrip, { on: "screen", ahead: "50% 0px" });

// The carousels (Embla) move, and pause on request.
export const TestimonialsCarouselIsland = island("testimonials", TestimonialsCarousel, { on: "screen" });
export const ClientLogosCarouselIsland = island("client-logos", ClientLogosCarousel, { on: "screen" });

// The thank-you page's notification, when a form has just sent an enquiry.
export const ThankYouNoticeIsland = island("thank-you-notice", ThankYouNotice, { on: "notice" });

/** The islands by name, for the build and the tests. */
export const islands = [
  ContactFormIsland,
  RequirementFormIsland,
  StatisticsStripIsland,
  TestimonialsCarouselIsland,
  ClientLogosCarouselIsland,
  ThankYouNoticeIsland,
];
