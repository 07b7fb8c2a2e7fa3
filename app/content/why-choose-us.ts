import { pointIcons } from "./point-icons";
import { view } from "./source";

/** The reasons in the why-choose-us block, in display order (content/en/why-choose-us.yaml). */
export const whyChooseUs = view("whyChooseUs.items").map((entry) => ({ ...entry, icon: pointIcons[entry.icon] }));
