import { configDefaults, defineConfig } from "vitest/config";
import { messagesCompiler } from "./scripts/messages-plugin";
import { readRetention } from "./server/retention";

// Vitest gets its own config: the reactRouter() Vite plugin is for builds, not for unit tests.
export default defineConfig({
  plugins: [messagesCompiler()],
  oxc: { jsx: { runtime: "automatic" } },
  define: {
    "import.meta.env.SITE_URL": JSON.stringify("http://localhost:3000"),
    "import.meta.env.RELAY_URL": JSON.stringify(""),
    // The defaults of server/env.ts, as a build with no retention settings states them.
    "import.meta.env.RETENTION": JSON.stringify(JSON.stringify(readRetention({}))),
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "editor/**/*.test.{ts,tsx}",
    ],
    // The production artefact's test needs a build: `npm run test:artefact` (vitest.artefact.config.ts) runs it; the
    // image's needs buildah: `npm run test:image` (vitest.image.config.ts).
    exclude: [...configDefaults.exclude, "**/*.artefact.test.ts", "**/*.image.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    teardownTimeout: 10_000,
  },
});
