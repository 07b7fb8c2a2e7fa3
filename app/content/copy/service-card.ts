import { view } from "../source";

/** The link at the foot of each service card; {service} is the service's title (content/en/site.yaml, serviceCardLink). */
export const serviceCardLink = view("serviceCardLink");
