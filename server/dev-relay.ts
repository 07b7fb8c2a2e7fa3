/**
 * `npm run dev`: mounts the real /send-email relay inside Vite's dev server, so the forms work with hot reload
 * and no separate build. Same configuration, validation, rate limit, spool and delivery as the production server.
 */
import Fastify, { LogController } from "fastify";
import type { Plugin } from "vite";
import { RELAY_PATH } from "../shared/relay-contract";
import { SHUTDOWN_GRACE_MS } from "./app";
import { loadConfig } from "./config";
import { createMailDelivery } from "./delivery/mail-delivery";
import { relayRoutes } from "./relay/routes";

export function relayInDevServer(): Plugin {
  return {
    name: "agency-relay-dev",
    apply: "serve",
    async configureServer(server) {
      const config = loadConfig(process.env);
      const relay = Fastify({ logger: true, logController: new LogController({ disableRequestLogging: true }) });
      const delivery = await createMailDelivery(config, relay.log);
      relay.addHook("onReady", () => delivery.start());
      relay.addHook("onClose", () => delivery.stop(SHUTDOWN_GRACE_MS));
      await relay.register(relayRoutes, { config, queue: delivery, held: delivery.held, redis: delivery.redis });
      await relay.ready();
      relay.log.info(`Relay mounted at ${RELAY_PATH}; ${delivery.where}`);
      server.middlewares.use((request, response, next) => {
        if (request.url === RELAY_PATH || request.url?.startsWith(`${RELAY_PATH}?`)) relay.routing(request, response);
        else next();
      });
      server.httpServer?.once("close", () => void relay.close());
    },
  };
}
