import { view } from "../source";

/** The why-choose-us block's heading, its count in words (content/en/site.yaml, whyChooseUs). */
export const whyChooseUsCopy = view("whyChooseUsCopy");
