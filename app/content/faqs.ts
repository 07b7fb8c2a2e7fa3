import { view } from "./source";

/** Frequently asked questions; each answer is shown as a bullet list (content/en/faqs.yaml). */
export const faqs = view("faqs");
