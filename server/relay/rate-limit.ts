/**
 * Two limits on /send-email per window:
 * - per client address (clientKey: IPv6 by /64, since one subscriber usually holds a whole /64), checked as the
 *   request arrives, before anything is read, so that every request counts, refused ones too;
 * - for all addresses together (RATE_LIMIT_GLOBAL_MAX), so that a flood spread over many addresses cannot fill the
 *   inbox either. Only a well-formed submission about to be stored counts toward it (the intake asks, see
 *   overallLimit): requests refused cheaply (405, 415, 400, 413) cost their own address's limit and nothing of
 *   everyone's. An address already over its own limit uses none of it.
 * With Redis both counts are shared by every instance. The client address is the socket's, or what
 * X-Forwarded-For says when TRUST_PROXY names the proxy in front.
 */
import { isIPv4, isIPv6 } from "node:net";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { ServerConfig } from "../config";
import { message } from "../../shared/i18n/messages";
import { SnapshotStore } from "./rate-limit-store";
import { relayLocale } from "./relay-language";

const ALL_ADDRESSES = "all";

const tooMany = (text: string) => Object.assign(new Error(text), { statusCode: 429 });

/** A wait in whole minutes, at least one, for the visitor's message. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail as two), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split("%", 1)[0]!.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const part = (side: string) => (side === "" ? [] : side.split(":").map((group) => parseInt(group, 16)));
  const left = part(head);
  const right = rest === undefined ? [] : part(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Who a client is, for every limit on this server (the relay's, and the admin login's): an IPv4 address as it is, an
 * IPv4-mapped IPv6 address as its IPv4 one, and any other IPv6 address by its /64.
 */
export function clientKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** Asks the cap for all addresses together to count one submission: null when it may go on, else the refusal. */
export type OverallLimit = (request: FastifyRequest) => Promise<{ error: string; retryAfterSeconds: number } | null>;

export async function relayRateLimit(
  app: FastifyInstance,
  options: { limits: ServerConfig["rateLimit"]; redis: Redis | null },
): Promise<OverallLimit> {
  const { limits, redis } = options;
  await app.register(rateLimit, {
    max: limits.max,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => clientKey(request.ip),
    // Without Redis nothing can be stored either; the request then gets the spool's 503, not a rate-limit error.
    ...(redis ? { redis, nameSpace: "rate-limit:", skipOnError: true } : { store: SnapshotStore }),
    errorResponseBuilder: (request, context) =>
      tooMany(message("relay_too_many", relayLocale(request), { minutes: minutesOf(context.ttl / 1000) })),
  });

  const overall = app.createRateLimit({
    max: limits.globalMax,
    timeWindow: limits.windowMs,
    keyGenerator: () => ALL_ADDRESSES,
  });
  return async (request) => {
    const result = await overall(request);
    if (result.isAllowed || !result.isExceeded) return null;
    return {
      error: message("relay_busy", relayLocale(request), { minutes: minutesOf(result.ttlInSeconds) }),
      retryAfterSeconds: result.ttlInSeconds,
    };
  };
}
