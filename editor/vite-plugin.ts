import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { Plugin, ViteDevServer } from "vite";
import { editorApi } from "./api";
import { EDITOR_API_PATH, EDITOR_FONT, EDITOR_SCRIPT, editorPage, isEditorPath } from "./page";
import { isAtOrUnder } from "../shared/endpoints";

/** Set by `npm run edit` (editor/edit.ts): the dev server then also serves the editor. */
export const EDITOR_SWITCH = "CONTENT_EDITOR";

/** The site's own copy of Inter, which Keystatic's interface asks for. */
export const interFont = () =>
  createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/**
 * The content editor (Keystatic, local mode) inside the dev server, at /keystatic with its API at /api/keystatic,
 * when `npm run edit` starts it: the pages beside it are the preview. `npm run dev` and the build leave it out, so
 * no editor code reaches a public page.
 */
export function contentEditorInDevServer(): Plugin {
  // A switch between `npm run edit` (editor/edit.ts) and this plugin, not a setting of server/env.ts.
  const enabled = process.env[EDITOR_SWITCH] === "1";
  let bundle: Promise<string> | undefined;
  return {
    name: "content-editor",
    apply: () => enabled,
    // A dependency cache of its own: a plain dev server beside it (`npm run dev`, the preview's test) re-optimising
    // the shared one would reload the other's pages.
    config: () => ({ cacheDir: "node_modules/.vite-editor" }),
    configureServer(server) {
      // The interface is rebuilt when its code or the content schema changes, and when a content file does (which
      // translations are behind their English is written into it: ./translation-notice.tsx).
      server.watcher.on("change", (file) => {
        if (/[\\/](scripts[\\/]editor|app[\\/]content|shared)[\\/][^\\/]+\.tsx?$/.test(file)) bundle = undefined;
        if (/[\\/]content[\\/].+\.(yaml|md|json)$/.test(file)) bundle = undefined;
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
  const { bundleEditor } = (await server.ssrLoadModule("/editor/bundle.ts")) as typeof import("./bundle");
  return bundleEditor();
}

async function serve(
  server: ViteDevServer,
  pathname: string,
  request: IncomingMessage,
  response: ServerResponse,
  bundle: () => Promise<string>,
) {
  if (isAtOrUnder(pathname, [EDITOR_API_PATH])) {
    const { keystaticConfig } = (await server.ssrLoadModule(
      "/editor/keystatic-config.ts",
    )) as typeof import("./keystatic-config");
    const { contentRoot } = (await server.ssrLoadModule(
      "/app/content/load-content.ts",
    )) as typeof import("../app/content/load-content");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const api = await editorApi(keystaticConfig(), { root: contentRoot() });
    const answer = await api({
      method: request.method ?? "GET",
      url: new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`).href,
      headers: { get: (name) => [request.headers[name.toLowerCase()] ?? []].flat().join(", ") || null },
      json: async () => JSON.parse(body) as unknown,
    });
    response.statusCode = answer.status;
    for (const [name, value] of answer.headers) response.appendHeader(name, value);
    response.end(answer.body);
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
    createReadStream(interFont()).pipe(response);
    return;
  }
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.end(editorPage());
}
