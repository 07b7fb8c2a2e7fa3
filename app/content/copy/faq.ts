import { view } from "../source";

/** The FAQ block's heading (content/en/site.yaml, faq). */
export const faqCopy = view("faqCopy");
