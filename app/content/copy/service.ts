import { view } from "../source";

/** What every service's page says around the service's own words (content/en/pages/service.yaml). */
export const servicePage = view("servicePage");
