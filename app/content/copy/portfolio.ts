import { view } from "../source";

/** The /portfolio page's words (content/en/pages/portfolio.yaml). */
export const portfolioPage = view("portfolioPage");
