import { view } from "../source";

/** The strategy session block (content/en/site.yaml, strategySession). */
export const strategySessionCopy = view("strategySessionCopy");
