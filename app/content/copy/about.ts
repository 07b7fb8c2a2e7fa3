import { view } from "../source";

/** The /about-us page's words (content/en/pages/about-us.yaml); the story, values and steps are in ../about.ts. */
export const aboutPage = view("aboutPage");
