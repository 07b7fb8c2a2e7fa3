import { view } from "./source";

/** The statistics strip; each value counts up once, over durationMs, when scrolled into view (content/en/statistics.yaml). */
export const statistics = view("statistics");
