// The entry the post-build step compiles and inlines into every page (see hydrate-after-paint.ts): the page frame's
// behaviours (app/bootstrap/page-behaviours) start at once, React's hydration after the first paint.
import { startPageBehaviours } from "./page-behaviours/start";
import { start } from "./hydrate-after-paint";

startPageBehaviours();
start();
