// The entry the post-build step compiles and inlines into every page (see hydrate-after-paint.ts).
import { start } from "./hydrate-after-paint";

start();
