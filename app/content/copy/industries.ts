import { view } from "../source";

/** The /industries page's words (content/en/pages/industries.yaml). */
export const industriesPage = view("industriesPage");
