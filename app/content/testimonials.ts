import { view } from "./source";

/** Client quotes for the testimonials carousel, each shown with five stars (content/en/testimonials.yaml). */
export const testimonials = view("testimonials");

/** The lead under the testimonials heading, its count already in words. */
export const testimonialsLead = view("testimonialsLead");
