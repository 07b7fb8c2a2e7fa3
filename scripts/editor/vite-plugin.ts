import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { Plugin, ViteDevServer } from "vite";
import { EDITOR_API_PATH, isEditorPath } from "./api";
import { EDITOR_FONT, EDITOR_SCRIPT, editorPage } from "./page";

/** Set by `npm run edit` (scripts/editor/edit.ts): the dev server then also serves the editor. */
export const EDITOR_SWITCH = "CONTENT_EDITOR";

/**
 * The content editor (Keystatic, local mode) inside the dev server, at /keystatic with its API at /api/keystatic,
 * when `npm run edit` starts it: the pages beside it are the preview. `npm run dev` and the build leave it out, so
 * no editor code reaches a public page.
 */
export function contentEditorInDevServer(): Plugin {
  const enabled = process.env[EDITOR_SWITCH] === "1";
  let bundle: Promise<string> | undefined;
  return {
    name: "content-editor",
    apply: () => enabled,
    configureServer(server) {
      // The interface is rebuilt when its code or the content schema changes.
      server.watcher.on("change", (file) => {
        if (/[\\/](scripts[\\/]editor|app[\\/]content)[\\/][^\\/]+\.tsx?$/.test(file)) bundle = undefined;
      });
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
        if (!isEditorPath(pathname)) return next();
        serve(server, pathname, request, response, () => (bundle ??= loadBundle(server))).catch((error: unknown) => {
          bundle = undefined;
          next(error);
        });
      });
    },
  };
}

async function loadBundle(server: ViteDevServer): Promise<string> {
  const { bundleEditor } = (await server.ssrLoadModule("/scripts/editor/bundle.ts")) as typeof import("./bundle");
  return bundleEditor();
}

async function serve(server: ViteDevServer, pathname: string, request: IncomingMessage, response: ServerResponse, bundle: () => Promise<string>) {
  if (pathname === EDITOR_API_PATH || pathname.startsWith(`${EDITOR_API_PATH}/`)) {
    const { editorApiHandler } = (await server.ssrLoadModule("/scripts/editor/api.ts")) as typeof import("./api");
    const { keystaticConfig } = (await server.ssrLoadModule("/scripts/editor/keystatic-config.ts")) as typeof import("./keystatic-config");
    const { contentRoot } = (await server.ssrLoadModule("/app/content/load-content.ts")) as typeof import("../../app/content/load-content");
    await editorApiHandler(keystaticConfig(), contentRoot())(request, response);
    return;
  }
  response.setHeader("cache-control", "no-store");
  if (pathname === EDITOR_SCRIPT) {
    const script = await bundle();
    response.setHeader("content-type", "text/javascript; charset=utf-8");
    response.end(script);
    return;
  }
  if (pathname === EDITOR_FONT) {
    response.setHeader("content-type", "font/woff2");
    createReadStream(createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).pipe(response);
    return;
  }
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.end(editorPage());
}
