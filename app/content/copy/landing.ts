import { view } from "../source";

/** The landing pages' shared words (content/en/site.yaml, landing). */
export const landingCopy = view("landingCopy");
