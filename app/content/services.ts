import { serviceIcons } from "./service-icons";
import { view } from "./source";

/**
 * The services, in their `order`: one file each in content/en/services/, whose name is the page's address
 * (/services/<slug>). Adding a file adds the page, its place in the menus, the sitemap, the contact form and the
 * tests. What each covers in depth is in ./service-details.ts, which only the service pages load.
 */
export const services = view("services").map((entry) => ({ ...entry, icon: serviceIcons[entry.icon] }));
