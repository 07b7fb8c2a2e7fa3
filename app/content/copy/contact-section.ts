import { view } from "../source";

/** The contact block's words (content/en/site.yaml, contactSection). */
export const contactSectionCopy = view("contactSectionCopy");

/** The words under each way to reach us (content/en/site.yaml, contactChannels). */
export const contactChannelsCopy = view("contactChannelsCopy");
