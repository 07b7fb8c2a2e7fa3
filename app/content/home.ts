import { view } from "./source";

/** The home page's own headings (content/en/home.yaml), their counts already in words. */
export const home = view("home");
