// The "contact-form" island's code in the browser (../islands.ts declares it): its block, and what hydrates it.
export { ContactForm as default } from "../../../features/enquiry/contact-form";
export { hydrateIsland } from "../hydrate";
