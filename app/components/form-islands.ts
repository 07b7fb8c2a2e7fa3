/**
 * The enquiry forms as islands (see ui/island.tsx): the blocks that hold a form (the contact block, the landing
 * pages) take them from here, apart from ./islands.ts, which loads those blocks.
 */
import { island } from "~/components/ui/island";

// The forms' code (react-hook-form, zod) is most of a page's script. The contact form's loads when it reaches the
// screen. The requirement form, at the top of the landing pages, posts natively until its code runs, so its code
// waits for the visitor's first tap, focus or key in it.
export const ContactFormIsland = island(() => import("~/features/enquiry/contact-form").then((m) => m.ContactForm), {
  fallbackClassName: "min-h-[38rem]",
});
export const RequirementFormIsland = island(
  () => import("~/features/enquiry/requirement-form").then((m) => m.RequirementForm),
  {
    loadOn: "interaction",
    fallbackClassName: "min-h-[34rem]",
  },
);
