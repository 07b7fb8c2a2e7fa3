// The "testimonials" island's code in the browser (../islands.ts declares it): its block, and what hydrates it.
export { TestimonialsCarousel as default } from "../../sections/testimonials-carousel";
export { hydrateIsland } from "../hydrate";
