import { defineConfig } from "vitest/config";

// `npm run test:image`: the container image built from the Dockerfile by buildah and run (scripts/image.image.test.ts).
// The first build on a machine takes many minutes (a Debian base, `npm ci`, the site's build); later runs reuse what
// buildah's storage keeps. `npm test` runs it last.
export default defineConfig({
  test: {
    include: ["scripts/**/*.image.test.ts"],
    environment: "node",
    testTimeout: 300_000,
    hookTimeout: 90 * 60_000,
    teardownTimeout: 60_000,
  },
});
