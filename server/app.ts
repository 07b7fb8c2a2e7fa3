/**
 * The site's one Node process: security headers, the prerendered pages, /healthz, the mail relay
 * and the delivery of what it accepted (docs/decisions/001-relay-in-the-same-process.md,
 * 005-durable-spool.md). Returns the instance unstarted, so tests drive it with app.inject() and
 * start-server.ts decides where it listens. Deliveries start when the instance is ready and stop with it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config";
import { loadCspHashes } from "./csp-policy";
import { createMailDelivery, type DeliveryOptions, type MailDelivery } from "./delivery/mail-delivery";
import type { MailTransport } from "./delivery/transport";
import { adminRoutes } from "./admin/routes";
import { editorRoutes } from "../editor/server-routes";
import { Measurement, recordPageViews } from "./measurement/measurement";
import { pagesIn } from "./measurement/page-views";
import { formEventRoutes, refusedPost } from "./measurement/form-events-route";
import { pageViewRoutes } from "./measurement/page-view-route";
import { vitalsRoutes } from "./measurement/vitals-route";
import { HEALTH_PATH } from "../shared/endpoints";
import { createReadiness, readinessRoute, redisReachable, spoolWritable } from "./readiness";
import { isEnquiryKind } from "./relay/enquiry-forms";
import { enquiryFormPages } from "./relay/form-post";
import { relayRoutes } from "./relay/routes";
import { clientErrorAnswer, sendError } from "./error-answers";
import { errorPageRenderer } from "./error-page";
import { fixedSecurityHeaders, securityHeaders } from "./security";
import { staticSite } from "./static-site";

export interface BuildServerOptions {
  config: ServerConfig;
  /** build/client: the prerendered site. */
  clientDir: string;
  /** Defaults to SMTP_URL's server or the outbox (config). */
  transport?: MailTransport;
  /** What tests shorten in delivery (a dead letter's retention, the alert's retries). */
  delivery?: Omit<DeliveryOptions, "transport">;
  /** Fastify's logger option; default: JSON lines at info level. */
  logger?: FastifyServerOptions["logger"];
  /** Defaults to build/csp-hashes.json next to clientDir. */
  cspHashesFile?: string;
  /** How long closing waits for deliveries in flight before aborting them. */
  shutdownGraceMs?: number;
  /** Tests shorten these. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** false: record no page view and no lead (the page-load benchmark's comparison run). Default true. */
  measurement?: boolean;
}

export interface HttpTimeouts {
  /** A socket with no traffic either way for this long is closed (a client that sent headers and then nothing). */
  idleMs: number;
  /** The whole request, headers and body, must have arrived within this (a client that trickles its body). */
  requestMs: number;
  /** Keep-alive between requests; longer than the usual load balancer's 60 s, so it never reuses a socket we just closed. */
  keepAliveMs: number;
}

const HTTP_TIMEOUTS: HttpTimeouts = { idleMs: 10_000, requestMs: 20_000, keepAliveMs: 72_000 };
export const SHUTDOWN_GRACE_MS = 10_000;

/** proxy-addr asks about the socket's peer (hop 0), then each X-Forwarded-For entry from the right. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

declare module "fastify" {
  interface FastifyInstance {
    /** Where mail goes, and the queue of what waits for delivery. */
    mailDelivery: MailDelivery;
    /** Page views and leads (docs/measurement.md). */
    measurement: Measurement;
  }
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, clientDir } = options;
  const timeouts = { ...HTTP_TIMEOUTS, ...options.httpTimeouts };
  // Fastify's own early answers (before any hook runs) carry the same headers, and never repeat what was sent.
  const fixedHeaders = fixedSecurityHeaders(config.relayOrigin);
  const errorPage = errorPageRenderer(clientDir);
  const app = Fastify({
    logger: options.logger ?? true,
    // Fastify's two lines per request would be noise for static files; the relay logs its own line.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: (error, request, reply) => {
      reply.headers(fixedHeaders);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 400;
      return sendError(request, reply, status, errorPage);
    },
    clientErrorHandler: clientErrorAnswer(fixedHeaders),
    // Client addresses (rate limit) are the socket's unless TRUST_PROXY names the proxy in front.
    // A hop count trusts the nearest hops whatever their address: only for a server that nothing reaches but the proxy.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    // Node checks requestTimeout and headersTimeout only every connectionsCheckingInterval (30 s by
    // default), so a silent client would be cut off after up to half a minute more than configured.
    serverFactory: (handler: (request: IncomingMessage, response: ServerResponse) => void) => {
      const server = createServer(
        { connectionsCheckingInterval: 1000, requestTimeout: timeouts.requestMs, headersTimeout: timeouts.requestMs },
        handler,
      );
      server.setTimeout(timeouts.idleMs);
      server.keepAliveTimeout = timeouts.keepAliveMs;
      return server;
    },
  });

  // Opened in the background with the first page view or lead: pages never wait for the database.
  const measurement = new Measurement(
    {
      databaseUrl: config.databaseUrl,
      embeddedDir: join(config.dataDir, "measurement"),
      retentionDays: config.analyticsRetentionDays,
      siteUrl: config.siteUrl,
      timeZone: config.siteTimeZone,
      isPage: pagesIn(clientDir),
    },
    app.log,
  );
  app.decorate("measurement", measurement);

  const measuring = options.measurement ?? true;

  // First, so that a spool that cannot be written stops the start before anything else is said.
  const mailDelivery = await createMailDelivery(config, app.log, {
    ...options.delivery,
    transport: options.transport,
    ...(measuring ? { onSettled: (enquiry, state) => measurement.settled(enquiry.messageId, state) } : {}),
  });
  app.decorate("mailDelivery", mailDelivery);

  const csp = loadCspHashes(options.cspHashesFile ?? join(clientDir, "..", "csp-hashes.json"), clientDir);
  if (csp.source === "computed")
    app.log.warn("build/csp-hashes.json missing: computed the pages' script hashes at start");

  securityHeaders(app, {
    siteUrl: config.siteUrl,
    relayOrigin: config.relayOrigin,
    knownScriptHashes: new Set(Object.values(csp.hashes).flat()),
  });

  app.get(HEALTH_PATH, async () => ({ status: "ok" }));
  readinessRoute(app, createReadiness());
  // What an enquiry needs to be accepted, and a shared measurement database (the embedded one is in this process).
  if (mailDelivery.redis) app.readiness.add("queue", redisReachable(mailDelivery.redis));
  else app.readiness.add("spool", spoolWritable(join(config.spoolDir, "pending")));
  if (config.databaseUrl) app.readiness.add("database", () => measurement.reachable());
  if (config.adminPassword) {
    // The owner may sign in right after a start: the dashboard's database opens with the server, not with the first
    // visit, and /readyz names its state without holding enquiries back for it.
    app.addHook("onReady", () => measurement.start());
    app.readiness.add("dashboard", async () => measurement.openState(), { required: false });
  }

  app.addHook("onReady", () => mailDelivery.start());
  app.addHook("onClose", () => mailDelivery.stop(options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS));
  app.addHook("onClose", () => measurement.close(options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS));
  if (measuring) recordPageViews(app, measurement);
  await app.register(relayRoutes, {
    config,
    queue: mailDelivery,
    held: mailDelivery.held,
    redis: mailDelivery.redis,
    formPages: enquiryFormPages(clientDir),
    ...(measuring
      ? {
          onAccepted: (request, { enquiry, form }) => measurement.lead(request, enquiry, form),
          // Held suspected spam is counted by form, language and reason; a held request of an outside client has no form.
          onHeld: ({ form, language, reasons }) => {
            if (isEnquiryKind(form)) measurement.forms.recordHeld({ form, language, reasons });
          },
          onRefused: (request, kind, locale, errors) => {
            const refused = refusedPost(kind, locale, errors);
            if (refused) measurement.formEvent(request, refused);
          },
        }
      : {}),
  });
  // The form island's beacon: a form started, its messages shown (docs/measurement.md, "The forms").
  await app.register(formEventRoutes, {
    measurement: measuring ? measurement : null,
    siteOrigin: new URL(config.siteUrl).origin,
    redis: mailDelivery.redis,
  });
  // The beacon of a page loaded ahead of time and then shown (docs/measurement.md).
  await app.register(pageViewRoutes, {
    measurement: measuring ? measurement : null,
    siteOrigin: new URL(config.siteUrl).origin,
    redis: mailDelivery.redis,
  });
  // Real visitors' Core Web Vitals, one beacon per page view (docs/measurement.md).
  await app.register(vitalsRoutes, {
    measurement: measuring ? measurement : null,
    siteOrigin: new URL(config.siteUrl).origin,
    redis: mailDelivery.redis,
  });
  if (config.adminPassword) {
    await app.register(adminRoutes, {
      password: config.adminPassword,
      measurement,
      deliveryStatus: () => mailDelivery.status(),
      publicOverHttps: config.siteUrl.startsWith("https:"),
      siteOrigin: new URL(config.siteUrl).origin,
    });
  }

  // The content editor's GitHub mode; without its settings its paths are unknown paths (404).
  if (config.editor)
    await app.register(editorRoutes, { editor: config.editor, editorDir: join(clientDir, "..", "editor") });

  const { sendNotFound } = await staticSite(app, { clientDir, cspHashes: csp.hashes, relayOrigin: config.relayOrigin });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // @fastify/static refuses paths that would leave the client dir ("..", "//", "\"): to a visitor
    // that is a page that does not exist, so it gets the same 404 page.
    if (error.code === "FST_STATIC_FORBIDDEN_PATH") return sendNotFound(request, reply);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return sendError(request, reply, status, errorPage);
  });

  return app;
}
