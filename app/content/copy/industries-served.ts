import { view } from "../source";

/** The home page's industries block (content/en/site.yaml, industries). */
export const industriesServedCopy = view("industriesServedCopy");
