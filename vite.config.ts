import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { siteUrlFromEnv } from "./app/lib/site-url";
import { relayInDevServer } from "./server/dev-relay";
import { contentFromFiles } from "./scripts/content-plugin";
import { contentEditorInDevServer } from "./editor/vite-plugin";
import { loadEnvFile } from "./server/env-file";
import { messagesCompiler } from "./scripts/messages-plugin";

// `npm run build` and `npm run dev` read `.env` as the server does (SITE_URL, RELAY_URL; the dev relay's settings).
loadEnvFile();

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

function frameChunk(id: string): string | undefined {
  return FRAME.some((pattern) => pattern.test(id)) ? "frame" : undefined;
}

export default defineConfig({
  plugins: [messagesCompiler(), contentEditorInDevServer(), contentFromFiles(), tailwindcss(), reactRouterProductionBuild(), reactRouter(), relayInDevServer()],
  // Terser packs React DOM and React Router about 4 KB (gzip) tighter than esbuild does.
  build: { minify: "terser", terserOptions: { compress: { passes: 2 } }, modulePreload: false, cssCodeSplit: false, rollupOptions: { output: { manualChunks: frameChunk } } },
  // A copy of the content (CONTENT_ROOT, for tests) brings its own pictures.
  publicDir: process.env.CONTENT_ROOT ? `${process.env.CONTENT_ROOT}/public` : "public",
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    // Pages are prerendered, so the public origin is fixed at build time (docs/contracts.md: SITE_URL).
    "import.meta.env.SITE_URL": JSON.stringify(siteUrlFromEnv(process.env.SITE_URL)),
    // Where the forms post enquiries; same origin unless an external relay of the same contract is named.
    "import.meta.env.RELAY_URL": JSON.stringify(process.env.RELAY_URL ?? ""),
  },
});
