import { view } from "../source";

/** The testimonials block's heading (content/en/site.yaml, testimonials). */
export const testimonialsCopy = view("testimonialsCopy");
