import { view } from "../source";

/** The home page's own words (content/en/pages/home.yaml). */
export const homePage = view("homePage");
