import { readdirSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-map";

// A post is a Markdown file in app/content/blog; its file name is its slug.
const blogSlugs = readdirSync(new URL("./app/content/blog", import.meta.url))
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.replace(/\.md$/, ""));

export default {
  // Every page is static HTML built ahead of time; the Node server only serves files and the relay.
  ssr: false,
  prerender: () => prerenderPaths(blogSlugs),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
