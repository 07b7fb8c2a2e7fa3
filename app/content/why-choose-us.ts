import { usePart } from "./page-parts";
import { pointIcons } from "./point-icons";

/** The reasons in the why-choose-us block, in display order (content/<locale>/why-choose-us.yaml), with their drawings. */
export function useWhyChooseUs() {
  return usePart("whyChooseUs.items").map((entry) => ({ ...entry, icon: pointIcons[entry.icon] }));
}
