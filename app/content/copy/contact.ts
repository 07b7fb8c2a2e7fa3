import { view } from "../source";

/** The /contact-us page's words (content/en/pages/contact-us.yaml). */
export const contactPage = view("contactPage");
