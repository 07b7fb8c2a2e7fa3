import { view } from "./source";

/** Logos for the client carousel (content/en/client-logos.yaml). */
export const clientLogos = view("clientLogos");
