import type { Service, ServiceDetail } from "./types";
import { services } from "./services";
import { view } from "./source";

/** What each service covers, shown on its own page (content/en/services/<slug>.yaml), by slug. */
export const serviceDetails: Record<string, ServiceDetail> = view("serviceDetails");

/** The service with this slug, complete with its details, or undefined when no service has it. */
export function findService(slug: string): Service | undefined {
  const summary = services.find((service) => service.slug === slug);
  const detail = summary && serviceDetails[summary.slug];
  return summary && detail && { ...summary, ...detail };
}
