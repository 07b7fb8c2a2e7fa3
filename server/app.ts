/**
 * The site's one Node process: security headers, the prerendered pages, /healthz and the mail
 * relay (docs/decisions/001-relay-in-the-same-process.md). Returns the instance unstarted, so
 * tests drive it with app.inject() and main.ts decides where it listens.
 */
import { join } from "node:path";
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config";
import { loadCspHashes } from "./csp";
import { relayRoutes } from "./relay/routes";
import { transportFor, type MailTransport } from "./relay/transport";
import { securityHeaders } from "./security";
import { staticSite } from "./static-site";

export interface BuildServerOptions {
  config: ServerConfig;
  /** build/client: the prerendered site. */
  clientDir: string;
  /** Defaults to SMTP_URL's server or the outbox (config). */
  transport?: MailTransport;
  /** Fastify's logger option; default: JSON lines at info level. */
  logger?: FastifyServerOptions["logger"];
  /** Defaults to build/csp-hashes.json next to clientDir. */
  cspHashesFile?: string;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, clientDir } = options;
  const app = Fastify({
    logger: options.logger ?? true,
    // Fastify's two lines per request would be noise for static files; the relay logs its own line.
    logController: new LogController({ disableRequestLogging: true }),
    // Client addresses (rate limit) are the socket's; behind a proxy see docs/decisions/001.
    trustProxy: false,
  });

  const csp = loadCspHashes(options.cspHashesFile ?? join(clientDir, "..", "csp-hashes.json"), clientDir);
  if (csp.source === "computed") app.log.warn("build/csp-hashes.json missing: computed the pages' script hashes at start");

  await securityHeaders(app, { siteUrl: config.siteUrl, relayOrigin: config.relayOrigin });

  app.get("/healthz", async () => ({ status: "ok" }));

  const transport = options.transport ?? transportFor(config, app.log);
  app.addHook("onClose", async () => transport.close());
  await app.register(relayRoutes, { config, transport });

  const { sendNotFound } = await staticSite(app, { clientDir, cspHashes: csp.hashes, relayOrigin: config.relayOrigin });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // @fastify/static refuses paths that would leave the client dir ("..", "//", "\"): to a visitor
    // that is a page that does not exist, so it gets the same 404 page.
    if (error.code === "FST_STATIC_FORBIDDEN_PATH") return sendNotFound(request, reply);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ error: status >= 500 ? "Something went wrong on our side." : error.message });
  });

  return app;
}
