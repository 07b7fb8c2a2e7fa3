import { island } from "~/components/ui/island";

// The carousels (Embla) sit far below the fold: their code loads when the visitor scrolls to them, while the
// prerendered slides are already there.
export const DeferredTestimonialsCarousel = island(
  () => import("./testimonials-carousel").then((module) => module.TestimonialsCarousel),
  { fallbackClassName: "min-h-[36rem]" },
);

export const DeferredClientLogosCarousel = island(
  () => import("./client-logos-carousel").then((module) => module.ClientLogosCarousel),
  { fallbackClassName: "min-h-[20rem]" },
);
