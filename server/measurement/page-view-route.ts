/**
 * POST /page-view (shared/endpoints.ts, PAGE_VIEW_PATH): the beacon of a page the browser loaded ahead of time and then
 * showed (app/lib/page-view-beacon.ts). The server did not count the speculative request (`Sec-Purpose: prefetch`);
 * this counts the view, with the same rules as a page request (Measurement.shownPage). The body is the form the
 * beacon sends, `page=<path and query>&referrer=<document.referrer>`, and nothing else:
 * - 204 when it is read (counted, or not when the visitor is a bot or measurement is off);
 * - 400 for a body that is not exactly that, or an address that is no page (a file, the server's own addresses);
 * - 403 when no page of this site sent it (Sec-Fetch-Site, else Origin: server/cross-site.ts);
 * - 415 for another content type, 413 for more than BODY_BYTES, 429 past the limit per address, 405 for another method.
 * The body is never logged, and the answers never repeat it.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { PAGE_VIEW_PATH } from "../../shared/endpoints";
import { localeOfPath, localizedPath } from "../../shared/i18n/locales";
import { fromOwnPage } from "../cross-site";
import { clientKey } from "../relay/rate-limit";
import { SnapshotStore } from "../relay/rate-limit-store";
import type { Measurement } from "./measurement";

const FORM = "application/x-www-form-urlencoded";
/** A page's address and a referrer, percent-encoded: far more than any real one. */
const BODY_BYTES = 8192;
const FIELD_CHARS = 2048;
/**
 * Beacons per client address (an IPv6 /64) per minute: a person opens a few pages a minute, an office behind one
 * address a few dozen; beyond this the views are not counted (429).
 */
export const PAGE_VIEW_LIMIT = { max: 120, windowMs: 60_000 };

export interface PageViewOptions {
  /** null: the beacon is read and answered, and nothing counted (the benchmarks' run without measurement). */
  measurement: Measurement | null;
  /** SITE_URL's origin: a beacon from it is from a page of the site, whatever Host the proxy passes on. */
  siteOrigin: string;
  /** Shares the limit between instances when set (REDIS_URL), as the relay's. */
  redis?: Redis | null;
}

/** The page's path and query from the beacon's body, or null when it is not what the beacon sends. */
export function readBeacon(body: unknown): { pathname: string; search: string; referrer: string | undefined } | null {
  if (!(body instanceof URLSearchParams)) return null;
  const names = [...body.keys()];
  if (names.some((name) => name !== "page" && name !== "referrer") || names.length !== new Set(names).size) return null;
  const page = body.get("page");
  const referrer = body.get("referrer") ?? "";
  if (page === null || page.length > FIELD_CHARS || referrer.length > FIELD_CHARS) return null;
  // A path of this site, as location.pathname gives it: never another host ("//x"), a backslash, a fragment or a
  // control character.
  if (!page.startsWith("/") || page.startsWith("//") || /[\\#\s\p{Cc}]/u.test(page)) return null;
  const queryStart = page.indexOf("?");
  const pathname = queryStart === -1 ? page : page.slice(0, queryStart);
  // A page's address has no trailing slash, but for the home pages ("/", "/zh-hk/"); the server redirects the others.
  const home = localizedPath(localeOfPath(pathname), "/");
  if ((pathname.endsWith("/") && pathname !== home) || `${pathname}/` === home) return null;
  return { pathname, search: queryStart === -1 ? "" : page.slice(queryStart), referrer: referrer || undefined };
}

export async function pageViewRoutes(app: FastifyInstance, { measurement, siteOrigin, redis = null }: PageViewOptions) {
  app.removeContentTypeParser(["text/plain", "application/json"]);
  app.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: BODY_BYTES }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  await app.register(rateLimit, {
    max: PAGE_VIEW_LIMIT.max,
    timeWindow: PAGE_VIEW_LIMIT.windowMs,
    keyGenerator: (request) => clientKey(request.ip),
    ...(redis ? { redis, nameSpace: "page-view-limit:", skipOnError: true } : { store: SnapshotStore }),
    errorResponseBuilder: () => Object.assign(new Error("Too many page views."), { statusCode: 429 }),
  });

  // Fastify's own refusals (415, 413, unreadable) and the limit's 429: a short text, never the body, never logged.
  app.setErrorHandler<FastifyError>(async (error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply.code(status).send({ error: status === 429 ? error.message : "Bad request" });
  });

  app.post(PAGE_VIEW_PATH, async (request, reply) => {
    if (!fromOwnPage(request, siteOrigin)) return reply.code(403).send({ error: "Only the site's pages send views." });
    const beacon = readBeacon(request.body);
    if (!beacon) return reply.code(400).send({ error: "Bad request" });
    if (measurement && !measurement.shownPage(request, beacon.pathname, beacon.search, beacon.referrer))
      return reply.code(400).send({ error: "Bad request" });
    return reply.code(204).send();
  });

  app.route({
    method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: PAGE_VIEW_PATH,
    handler: async (_request, reply) => reply.code(405).header("allow", "POST").send({ error: "Method not allowed" }),
  });
}
