import { readFile } from "node:fs/promises";
import type { Plugin, ViteDevServer } from "vite";
import { EDITOR_API_PATH, isEditorPath } from "./api";
import { editorPage } from "./page";

/** Set by `npm run edit` (scripts/editor/edit.ts): the dev server then also serves the editor. */
export const EDITOR_SWITCH = "CONTENT_EDITOR";

/**
 * The content editor (Keystatic, local mode) inside the dev server, at /keystatic with its API at /api/keystatic,
 * when `npm run edit` starts it: the pages beside it are the preview. `npm run dev` and the build leave it out, so
 * no editor code reaches a public page.
 */
export function contentEditorInDevServer(): Plugin {
  const enabled = process.env[EDITOR_SWITCH] === "1";
  return {
    name: "content-editor",
    apply: () => enabled,
    config: () => ({
      optimizeDeps: {
        // Found up front, so opening the editor does not make Vite optimise and reload the page.
        include: ["@keystatic/core", "@keystatic/core/ui", "react-dom/client"],
        entries: ["scripts/editor/ui.tsx"],
        esbuildOptions: { plugins: [noGoogleFonts()] },
      },
    }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
        if (!isEditorPath(pathname)) return next();
        void serve(server, pathname, request, response).catch(next);
      });
    },
  };
}

/**
 * Keystatic's interface adds a stylesheet from fonts.googleapis.com to the page: the editor works offline and asks
 * no one else, so the address is replaced by an empty stylesheet (the page's own Inter takes its place).
 */
export const GOOGLE_FONTS = "https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap";
export const withoutGoogleFonts = (code: string) => code.split(GOOGLE_FONTS).join("data:text/css,");

function noGoogleFonts() {
  return {
    name: "no-google-fonts",
    setup(build: { onLoad: (options: { filter: RegExp }, load: (args: { path: string }) => Promise<{ contents: string; loader: "js" }>) => void }) {
      build.onLoad({ filter: /@keystatic[\\/]core[\\/]dist[\\/].*\.js$/ }, async ({ path }) => ({
        contents: withoutGoogleFonts(await readFile(path, "utf8")),
        loader: "js",
      }));
    },
  };
}

async function serve(server: ViteDevServer, pathname: string, request: Parameters<Parameters<ViteDevServer["middlewares"]["use"]>[0]>[0], response: Parameters<Parameters<ViteDevServer["middlewares"]["use"]>[0]>[1]) {
  if (pathname === EDITOR_API_PATH || pathname.startsWith(`${EDITOR_API_PATH}/`)) {
    const { editorApiHandler } = (await server.ssrLoadModule("/scripts/editor/api.ts")) as typeof import("./api");
    const { keystaticConfig } = (await server.ssrLoadModule("/scripts/editor/keystatic-config.ts")) as typeof import("./keystatic-config");
    const { contentRoot } = (await server.ssrLoadModule("/app/content/load-content.ts")) as typeof import("../../app/content/load-content");
    await editorApiHandler(keystaticConfig(), contentRoot())(request, response);
    return;
  }
  const html = await server.transformIndexHtml(request.url ?? pathname, editorPage("/scripts/editor/ui.tsx", { before: ["/@id/__x00__virtual:react-router/inject-hmr-runtime"] }));
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("cache-control", "no-store");
  response.end(html);
}
