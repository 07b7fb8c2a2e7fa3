// The "client-logos" island's code in the browser (../islands.ts declares it): its block, and what hydrates it.
export { ClientLogosCarousel as default } from "../../sections/client-logos-carousel";
export { hydrateIsland } from "../hydrate";
