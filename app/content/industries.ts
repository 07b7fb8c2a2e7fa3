import { view } from "./source";

/** The industries we serve, in display order (content/en/industries.yaml). */
export const industries = view("industries");

/** The leads under the industries headings, their count already in words. */
export const industriesCopy = view("industriesCopy");
