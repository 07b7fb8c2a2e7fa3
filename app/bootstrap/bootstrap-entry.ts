// The page's one script: the post-build step compiles it and inlines it into every page (scripts/islands-in-pages.ts).
// It runs once the HTML has been parsed; the page works before it and without it. The page frame's behaviours
// (./page-behaviours) start at once; the islands load when they are reached or used (./load-islands.ts).
import { startPageBehaviours } from "./page-behaviours/start";
import { holdEarlySubmits, releaseHeldSubmits } from "./hold-early-submits";
import { loadIslands } from "./load-islands";
import { loadFieldVitals } from "./load-field-vitals";

startPageBehaviours();
const forms = holdEarlySubmits({ window, document, setTimeout: (callback, ms) => window.setTimeout(callback, ms) });
loadIslands(forms, (error) => {
  releaseHeldSubmits(forms);
  console.error(error);
});
// Real visitors' speed, measured once the page has loaded and the browser is idle (docs/measurement.md).
loadFieldVitals(import.meta.env.FIELD_VITALS_SRC);
// The browser tests wait for this before they use what the script enhances.
document.documentElement.dataset.hydrated = "true";
