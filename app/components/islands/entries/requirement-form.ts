// The "requirement-form" island's code in the browser (../islands.ts declares it): its block, and what hydrates it.
export { RequirementForm as default } from "../../../features/enquiry/requirement-form";
export { hydrateIsland } from "../hydrate";
