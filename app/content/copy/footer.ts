import { view } from "../source";

/** The footer's headings and rights line (content/en/site.yaml, footer). */
export const footerCopy = view("footerCopy");
