import { defineConfig } from "vitest/config";

// `npm run test:artefact`: the production artefact run as the container image runs it. It builds first when build/ is
// missing or stale, so `npm test` runs it after the browser tests' build and it costs no second one.
export default defineConfig({
  test: {
    include: ["scripts/**/*.artefact.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 360_000,
    teardownTimeout: 10_000,
  },
});
