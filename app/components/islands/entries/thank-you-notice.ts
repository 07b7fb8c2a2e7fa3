// The "thank-you-notice" island's code in the browser (../islands.ts declares it): its block, and what hydrates it.
export { ThankYouNotice as default } from "../../../lib/thank-you-notice";
export { hydrateIsland } from "../hydrate";
