import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { loadBuildSettings, writeBuildSettings, type BuildSettings } from "./server/build-settings";
import { relayInDevServer } from "./server/dev-relay";
import { contentFromFiles } from "./scripts/content-plugin";
import { contentEditorInDevServer } from "./editor/vite-plugin";
import { loadEnvFile } from "./server/env-file";
import { messagesCompiler } from "./scripts/messages-plugin";
import { chineseMessagesChecked } from "./scripts/chinese-messages-check";

// `npm run build` and `npm run dev` read `.env` as the server does (SITE_URL, RELAY_URL; the dev relay's settings).
loadEnvFile();
// Pages are prerendered, so the public origin and the relay's address are fixed when they are built.
const buildSettings = loadBuildSettings(process.env);

/** Records what the pages were built with beside build/client, where the server reads it (server/build-settings.ts). */
function recordBuildSettings(settings: BuildSettings): Plugin {
  return {
    name: "record-build-settings",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle() {
      const { root, build } = this.environment.config;
      writeBuildSettings(resolve(root, build.outDir), settings);
    },
  };
}

export default defineConfig({
  plugins: [
    messagesCompiler(),
    chineseMessagesChecked(),
    contentEditorInDevServer(),
    contentFromFiles(),
    tailwindcss(),
    reactRouter(),
    relayInDevServer(),
    recordBuildSettings(buildSettings),
  ],
  // React Router's client build is not what the pages load (scripts/islands-in-pages.ts removes it; the islands are
  // built by scripts/build-islands.ts): only its one stylesheet is kept, so the CSS stays in one file.
  build: { cssCodeSplit: false },
  // A copy of the content (CONTENT_ROOT, a test-only knob, not a setting: tests/e2e/support/dev-server.ts) brings its
  // own pictures.
  publicDir: process.env.CONTENT_ROOT ? `${process.env.CONTENT_ROOT}/public` : "public",
  define: {
    "import.meta.env.SITE_URL": JSON.stringify(buildSettings.siteUrl),
    // Where the forms post enquiries; same origin unless an external relay of the same contract is named.
    "import.meta.env.RELAY_URL": JSON.stringify(buildSettings.relayUrl),
    // How long what visitors send is kept: the privacy page states the server's own settings (server/retention.ts).
    // As JSON text: Vitest's import.meta.env holds strings only.
    "import.meta.env.RETENTION": JSON.stringify(JSON.stringify(buildSettings.retention)),
  },
});
