import type { Config } from "@react-router/dev/config";
import { blogSlugs } from "./app/content/content.server";
import { prerenderPaths } from "./app/lib/site-map";

export default {
  // Every page is static HTML built ahead of time; the Node server only serves files and the relay.
  ssr: false,
  // The dev server pre-bundles the dependencies of every route module before it serves a page. Found one by one
  // instead, while a first page loads on a fresh checkout, a dependency bundled again meanwhile answers 504 ("Outdated
  // Optimize Dep"), and the page's one module script, which carries Vite's client too, fails as a whole: the page
  // stays dead to the dev server's reloads, the editor's preview included (tests/e2e/content-preview.spec.ts).
  future: { unstable_optimizeDeps: true },
  // BUILD_DIR: a build elsewhere, as the content tests make from a copy of the content (scripts/content-build.test.ts);
  // a test-only knob, not a setting of the site (server/env.ts reads those).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(blogSlugs()),
} satisfies Config;
