import { view } from "./source";

/** Websites we have built. An empty link means the client keeps the site private (content/en/portfolio.yaml). */
export const websitePortfolio = view("websitePortfolio");

/** Apps we have built, each linking to its App Store or Google Play page. */
export const appPortfolio = view("appPortfolio");
