/**
 * Two limits on /send-email per window, both counting refused requests too:
 * - per client address (IPv6 by /64, since one subscriber usually holds a whole /64), checked as the
 *   request arrives, before anything is read;
 * - for all addresses together (RATE_LIMIT_GLOBAL_MAX), checked next, so that a flood spread over many
 *   addresses cannot fill the inbox either. An address already over its own limit uses none of it.
 * With Redis both counts are shared by every instance. The client address is the socket's, or what
 * X-Forwarded-For says when TRUST_PROXY names the proxy in front.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { ServerConfig } from "../config";
import { message } from "../../shared/i18n/messages";
import { SnapshotStore } from "./rate-limit-store";
import { relayLocale } from "./relay-language";

const ALL_ADDRESSES = "all";

const tooMany = (text: string) => Object.assign(new Error(text), { statusCode: 429 });

/** A wait in whole minutes, at least one, for the visitor's message. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export async function relayRateLimit(app: FastifyInstance, options: { limits: ServerConfig["rateLimit"]; redis: Redis | null }) {
  const { limits, redis } = options;
  await app.register(rateLimit, {
    max: limits.max,
    timeWindow: limits.windowMs,
    ipv6Subnet: 64,
    // Without Redis nothing can be stored either; the request then gets the spool's 503, not a rate-limit error.
    ...(redis ? { redis, nameSpace: "rate-limit:", skipOnError: true } : { store: SnapshotStore }),
    errorResponseBuilder: (request, context) =>
      tooMany(message("relay_too_many", relayLocale(request), { minutes: minutesOf(context.ttl / 1000) })),
  });

  const overall = app.createRateLimit({ max: limits.globalMax, timeWindow: limits.windowMs, keyGenerator: () => ALL_ADDRESSES });
  // preParsing runs after the per-address check (onRequest) and still before the body is read.
  app.addHook("preParsing", async (request, reply) => {
    const result = await overall(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw tooMany(message("relay_busy", relayLocale(request), { minutes: minutesOf(result.ttlInSeconds) }));
  });
}
