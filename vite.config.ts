import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteUrlFromEnv } from "./app/lib/site-url";
import { relayInDevServer } from "./server/dev-relay";
import { loadEnvFile } from "./server/env-file";

// `npm run build` and `npm run dev` read `.env` as the server does (SITE_URL, RELAY_URL; the dev relay's settings).
loadEnvFile();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), relayInDevServer()],
  // Terser packs React DOM and React Router about 4 KB (gzip) tighter than esbuild does.
  build: { minify: "terser", terserOptions: { compress: { passes: 2 } }, modulePreload: false, cssCodeSplit: false },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    // Pages are prerendered, so the public origin is fixed at build time (docs/contracts.md: SITE_URL).
    "import.meta.env.SITE_URL": JSON.stringify(siteUrlFromEnv(process.env.SITE_URL)),
    // Where the forms post enquiries; same origin unless an external relay of the same contract is named.
    "import.meta.env.RELAY_URL": JSON.stringify(process.env.RELAY_URL ?? ""),
  },
});
