import { view } from "../source";

/** The consultation band under most pages (content/en/site.yaml, consultationCta). */
export const consultationCtaCopy = view("consultationCtaCopy");
