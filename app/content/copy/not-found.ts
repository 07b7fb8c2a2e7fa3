import { view } from "../source";

/** What an unknown address shows (content/en/pages/not-found.yaml). */
export const notFoundPage = view("notFoundPage");
