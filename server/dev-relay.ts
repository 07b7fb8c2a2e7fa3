/**
 * `npm run dev`: mounts the real /send-email relay inside Vite's dev server, so the forms work with hot reload
 * and no separate build. Same configuration, validation, rate limit and transports as the production server.
 */
import Fastify, { LogController } from "fastify";
import type { Plugin } from "vite";
import { RELAY_PATH } from "../app/lib/relay-contract";
import { loadConfig } from "./config";
import { relayRoutes } from "./relay/routes";
import { transportFor } from "./relay/transport";

export function relayInDevServer(): Plugin {
  return {
    name: "agency-relay-dev",
    apply: "serve",
    async configureServer(server) {
      const config = loadConfig(process.env);
      const relay = Fastify({ logger: true, logController: new LogController({ disableRequestLogging: true }) });
      const transport = transportFor(config, relay.log);
      relay.addHook("onClose", async () => transport.close());
      await relay.register(relayRoutes, { config, transport });
      await relay.ready();
      server.middlewares.use((request, response, next) => {
        if (request.url === RELAY_PATH || request.url?.startsWith(`${RELAY_PATH}?`)) relay.routing(request, response);
        else next();
      });
      server.httpServer?.once("close", () => void relay.close());
    },
  };
}
