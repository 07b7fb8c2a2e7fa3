import { view } from "../source";

/** The /services page's words (content/en/pages/services.yaml). */
export const servicesPage = view("servicesPage");
