import type { Config } from "@keystatic/core";

/** What Keystatic's API handler takes and gives, independent of the HTTP server. */
export type EditorRequest = {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
  json: () => Promise<unknown>;
};
export type EditorResponse = { status: number; headers: [string, string][]; body: string | Buffer | undefined };

/**
 * Keystatic's API handler (its generic one): in local mode it reads and writes the files under `root`; in GitHub
 * mode it signs the person in with GitHub (the secrets) and the interface then commits through GitHub's API.
 */
export async function editorApi(
  config: Config,
  options: { root?: string; clientId?: string; clientSecret?: string; secret?: string },
): Promise<(request: EditorRequest) => Promise<EditorResponse>> {
  const { makeGenericAPIRouteHandler } = await import("@keystatic/core/api/generic");
  const handle = makeGenericAPIRouteHandler({
    config,
    localBaseDirectory: options.root,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    secret: options.secret,
  });
  return async (request) => {
    const answer = await handle(request);
    const headers: [string, string][] = [];
    const given = new Headers(answer.headers as ConstructorParameters<typeof Headers>[0]);
    given.forEach((value, name) => {
      if (name !== "set-cookie") headers.push([name, value]);
    });
    for (const cookie of given.getSetCookie()) headers.push(["set-cookie", cookie]);
    const body = answer.body;
    return {
      status: answer.status ?? 200,
      headers,
      body:
        body === null || body === undefined
          ? undefined
          : typeof body === "string"
            ? body
            : Buffer.from(body as Uint8Array),
    };
  };
}
