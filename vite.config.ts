import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { loadBuildSettings, writeBuildSettings, type BuildSettings } from "./server/build-settings";
import { relayInDevServer } from "./server/dev-relay";
import { contentFromFiles } from "./scripts/content-plugin";
import { contentEditorInDevServer } from "./editor/vite-plugin";
import { loadEnvFile } from "./server/env-file";
import { messagesCompiler } from "./scripts/messages-plugin";

// `npm run build` and `npm run dev` read `.env` as the server does (SITE_URL, RELAY_URL; the dev relay's settings).
loadEnvFile();
// Pages are prerendered, so the public origin and the relay's address are fixed when they are built.
const buildSettings = loadBuildSettings(process.env);

/**
 * The modules every page runs at first (React, React Router, the header, the drawer, the island loader, the links and
 * paths they use) go into one chunk. Left to the bundler they made about twenty chunks of a few hundred bytes, each
 * compressed on its own: together they are about 4 KB smaller (gzip) and one request instead of twenty. React and
 * React Router joining them saves another 0.9 KB: names shared between chunks cannot be shortened.
 */
const FRAME = [
  /\/app\/components\/ui\/(drawer|island|section|button-link|banner-video|whatsapp-icon|icons)\.tsx$/,
  /\/app\/components\/layout\/(header-frame|skip-link|whatsapp-button|contact-strip|logo|site-header)\.tsx$/,
  /\/app\/components\/islands\.ts$/,
  /\/app\/lib\/(use-hydrated|motion|notifications|seo|use-current-path)\.ts$/,
  /\/app\/config\/(paths|navigation)\.ts$/,
  /\/shared\/site\.ts$/,
  /vite\/preload-helper/,
  /\/node_modules\/(react|react-dom|scheduler|react-router)\//,
];

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
    contentEditorInDevServer(),
    contentFromFiles(),
    tailwindcss(),
    reactRouter(),
    relayInDevServer(),
    recordBuildSettings(buildSettings),
  ],
  // Oxc, Vite's own minifier, packs this build 0.2 KB (gzip) tighter than Terser, which was 4 KB ahead of esbuild.
  build: {
    minify: "oxc",
    modulePreload: false,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "frame", test: (id) => FRAME.some((pattern) => pattern.test(id)) }] },
      },
      /**
       * Rolldown keeps a module that is imported but unused when it, or anything it imports, may have side effects; so
       * the root's JSON-LD, rendered at build time only, brought app/lib/structured-data.ts's chunk to every page.
       * React's JSX runtime (CommonJS, called at the top of every module that writes JSX) and the modules of app/lib
       * and app/config have none: they only declare. Code with an effect at import belongs elsewhere.
       */
      treeshake: {
        moduleSideEffects: (id) =>
          /\/node_modules\/react\/(jsx-runtime|cjs\/react-jsx-runtime)|\/app\/(lib|config)\//.test(id)
            ? false
            : undefined,
      },
    },
  },
  // A copy of the content (CONTENT_ROOT, a test-only knob, not a setting: tests/e2e/support/dev-server.ts) brings its
  // own pictures.
  publicDir: process.env.CONTENT_ROOT ? `${process.env.CONTENT_ROOT}/public` : "public",
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    "import.meta.env.SITE_URL": JSON.stringify(buildSettings.siteUrl),
    // Where the forms post enquiries; same origin unless an external relay of the same contract is named.
    "import.meta.env.RELAY_URL": JSON.stringify(buildSettings.relayUrl),
  },
});
