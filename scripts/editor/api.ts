import type { IncomingMessage, ServerResponse } from "node:http";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Config } from "@keystatic/core";

/** Where the editor's pages and its API live: not /admin, which is the measurement dashboard's. */
export const EDITOR_PATH = "/keystatic";
export const EDITOR_API_PATH = "/api/keystatic";

/** Is this request's path one of the editor's? */
export function isEditorPath(pathname: string): boolean {
  return [EDITOR_PATH, EDITOR_API_PATH].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/**
 * Keystatic's API handler for a Node request: in local mode it reads and writes the files under `root`; in GitHub
 * mode it signs the user in with GitHub and commits through GitHub's API.
 */
export function editorApiHandler(config: Config, root: string, secrets: { clientId?: string; clientSecret?: string; secret?: string } = {}) {
  const handle = makeGenericAPIRouteHandler({ config, localBaseDirectory: root, ...secrets });
  return async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const origin = `http://${request.headers.host ?? "127.0.0.1"}`;
    const answer = await handle({
      method: request.method ?? "GET",
      url: new URL(request.url ?? "/", origin).href,
      headers: { get: (name: string) => headerOf(request, name) },
      json: async () => JSON.parse(body.toString("utf8")) as unknown,
    });
    response.statusCode = answer.status ?? 200;
    const headers = new Headers(answer.headers as HeadersInit | undefined);
    headers.forEach((value, name) => {
      if (name !== "set-cookie") response.setHeader(name, value);
    });
    const cookies = headers.getSetCookie();
    if (cookies.length) response.setHeader("set-cookie", cookies);
    const payload = answer.body;
    response.end(payload === null || payload === undefined ? undefined : typeof payload === "string" ? payload : Buffer.from(payload as Uint8Array));
  };
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}
