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

// `npm run build` and `npm run dev` read `.env` as the server does (SITE_URL, RELAY_URL; the dev relay's settings).
loadEnvFile();
// Pages are prerendered, so the public origin and the relay's address are fixed when they are built.
const buildSettings = loadBuildSettings(process.env);

/**
 * The modules every page runs at first (the header, the drawer, the island loader, the links and paths they use)
 * go into one chunk. Left to Rollup they made about twenty chunks of a few hundred bytes, each compressed on its
 * own: together they are about 4 KB smaller (gzip) and one request instead of twenty.
 */
const FRAME = [
  /\/app\/components\/ui\/(drawer|island|section|button-link|banner-video|whatsapp-icon|icons)\.tsx$/,
  /\/app\/components\/layout\/(header-frame|skip-link|whatsapp-button|contact-strip|logo|site-header)\.tsx$/,
  /\/app\/components\/islands\.ts$/,
  /\/app\/lib\/(use-hydrated|motion|notifications|seo|use-current-path)\.ts$/,
  /\/app\/config\/(paths|navigation)\.ts$/,
  /\/shared\/site\.ts$/,
  /vite\/preload-helper/,
];
/**
 * React Router's package points every bundler at its development build, which differs from its production build only
 * in warnings for developers (ENABLE_DEV_WARNINGS): the browser's bundle takes the production build, 0.7 KB smaller
 * (gzip). Prerendering keeps the package as Node resolves it.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  const files: Record<string, string> = { "react-router": dist("index.mjs"), "react-router/dom": dist("dom-export.mjs") };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => files[source],
  };
}

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

function frameChunk(id: string): string | undefined {
  return FRAME.some((pattern) => pattern.test(id)) ? "frame" : undefined;
}

export default defineConfig({
  plugins: [contentEditorInDevServer(), contentFromFiles(), tailwindcss(), reactRouterProductionBuild(), reactRouter(), relayInDevServer(), recordBuildSettings(buildSettings)],
  // Terser packs React DOM and React Router about 4 KB (gzip) tighter than esbuild does.
  build: { minify: "terser", terserOptions: { compress: { passes: 2 } }, modulePreload: false, cssCodeSplit: false, rollupOptions: { output: { manualChunks: frameChunk } } },
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
