import { usePart } from "./page-parts";
import { serviceIcons } from "./service-icons";

/**
 * The services in the page's language, in their `order`, each with its drawing: one file each in
 * content/<locale>/services/, whose name is the page's address (/services/<slug>). The page's loaders read
 * "services" (app/routes/locale-layout.tsx does, for every page). In Node: ./content.server.ts, servicesIn.
 */
export function useServices() {
  return usePart("services").map((entry) => ({ ...entry, icon: serviceIcons[entry.icon] }));
}
