import { view } from "../source";

/** The /thank-you page's words (content/en/pages/thank-you.yaml). */
export const thankYouPage = view("thankYouPage");
