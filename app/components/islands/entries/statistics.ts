// The "statistics" island's code in the browser (../islands.ts declares it): its block, and what hydrates it.
export { StatisticsStrip as default } from "../../sections/statistics-strip";
export { hydrateIsland } from "../hydrate";
