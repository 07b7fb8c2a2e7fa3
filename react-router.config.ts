import type { Config } from "@react-router/dev/config";
import { blogSlugs } from "./app/content/content.server";
import { prerenderPaths } from "./app/lib/site-map";

export default {
  // Every page is static HTML built ahead of time; the Node server only serves files and the relay.
  ssr: false,
  // BUILD_DIR: a build elsewhere, as the content tests make from a copy of the content (scripts/content-build.test.ts);
  // a test-only knob, not a setting of the site (server/env.ts reads those).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(blogSlugs()),
} satisfies Config;
