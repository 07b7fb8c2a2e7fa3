/**
 * The content editor in production: only in its GitHub mode (docs/content.md), when the four KEYSTATIC_ settings
 * are set (server/env.ts). Then /keystatic serves Keystatic's interface (built into build/editor/ by `npm run
 * build`, never into build/client) and /api/keystatic its API, which signs people in with GitHub; saving commits to
 * the repository through GitHub's API, and the site changes when that commit is deployed. Without the settings
 * these routes are not registered: the paths answer the site's 404 like any other unknown path.
 *
 * Configured and documented, not tested against GitHub (the tests cannot reach it).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@keystatic/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { editorApi } from "./api";
import {
  EDITOR_API_PATH,
  EDITOR_FONT,
  EDITOR_PATH,
  EDITOR_SCRIPT,
  editorPage,
  editorPolicy,
  type EditorStorage,
} from "./page";

/** The GitHub mode's settings (server/config.ts reads them from the environment). */
export interface GitHubMode {
  /** The repository it commits to, "owner/name". */
  repo: string;
  /** The GitHub App's. */
  clientId: string;
  clientSecret: string;
  /** Signs the editor's session cookies. */
  secret: string;
}

export async function editorRoutes(app: FastifyInstance, options: { editor: GitHubMode; editorDir: string }) {
  const storage: EditorStorage = { kind: "github", repo: options.editor.repo };
  // The API handler needs the storage only: the collections are the interface's business.
  const api = await editorApi({ storage } as Config, {
    clientId: options.editor.clientId,
    clientSecret: options.editor.clientSecret,
    secret: options.editor.secret,
  });

  const asset = (file: string, type: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header("content-type", type)
      .header("cache-control", "no-cache")
      .send(await readFile(join(options.editorDir, file)));
  app.get(EDITOR_SCRIPT, asset("editor.js", "text/javascript; charset=utf-8"));
  app.get(EDITOR_FONT, asset("inter.woff2", "font/woff2"));

  const page = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header("content-security-policy", editorPolicy(storage))
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .type("text/html; charset=utf-8")
      .send(editorPage(storage));
  app.get(EDITOR_PATH, page);
  app.get(`${EDITOR_PATH}/*`, page);

  app.all(`${EDITOR_API_PATH}/*`, async (request, reply) => {
    const answer = await api({
      method: request.method,
      url: new URL(request.url, `${request.protocol}://${request.host}`).href,
      headers: { get: (name) => [request.headers[name.toLowerCase()] ?? []].flat().join(", ") || null },
      json: async () => request.body,
    });
    reply.code(answer.status).header("cache-control", "no-store");
    for (const [name, value] of answer.headers) reply.header(name, value);
    return reply.send(answer.body ?? "");
  });
}
