import { view } from "./source";

/** The about page: the "Our story" paragraphs, the values and the numbered process steps (content/en/about.yaml). */
export const about = view("about");
export type AboutContent = typeof about;
