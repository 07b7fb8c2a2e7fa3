import type { Statistic } from "./types";

/** The statistics strip; each value counts up once, over durationMs, when scrolled into view. */
export const statistics: Statistic[] = [
  { id: "years", value: 2, suffix: "+", label: "Years of experience", durationMs: 3000 },
  { id: "projects", value: 50, suffix: "+", label: "Projects delivered", durationMs: 5000 },
  { id: "team", value: 20, suffix: "+", label: "Skilled professionals", durationMs: 5000 },
];
