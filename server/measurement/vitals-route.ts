/**
 * POST /vitals (shared/endpoints.ts, VITALS_PATH): one page view's Core Web Vitals from the visitor's browser
 * (app/lib/field-vitals.ts), added to the aggregates (vitals-store.ts). The body is the form the beacon sends:
 * `page=<path>` and any of `lcp`, `inp`, `cls`, `fcp`, `ttfb` (at least one) and `target`, and nothing else.
 * - 204 when it is read (counted; or not, when the visitor is a bot by the page views' rules, or measurement is off);
 * - 400, nothing counted, for any other body: an unknown or repeated field, a value that is no number or outside its
 *   range (shared/vitals-contract.ts, VITAL_MAXIMUM), a selector of other characters, a path the site serves no page
 *   at (a file, the not-found page, the server's own addresses);
 * - 403 when no page of this site sent it, 415 for another type, 413 over BODY_BYTES, 429 past VITALS_LIMIT per
 *   address (an IPv6 /64), 405 for another method.
 * The body is never logged, and the answers never repeat it.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { VITALS_PATH } from "../../shared/endpoints";
import { localeOfPath, localizedPath } from "../../shared/i18n/locales";
import {
  TARGET_CHARS,
  TARGET_PATTERN,
  VITAL_MAXIMUM,
  VITAL_METRICS,
  VITALS_PAGE_FIELD,
  VITALS_TARGET_FIELD,
  type VitalMetric,
} from "../../shared/vitals-contract";
import { fromOwnPage } from "../cross-site";
import { clientKey } from "../relay/rate-limit";
import { SnapshotStore } from "../relay/rate-limit-store";
import { languageOfPath } from "./language";
import type { Measurement } from "./measurement";
import { pageOf } from "./page-views";
import { VitalsRecorder, type VitalsBeacon } from "./vitals-store";

const FORM = "application/x-www-form-urlencoded";
const BODY_BYTES = 1024;
const PATH_CHARS = 300;
/**
 * Beacons per client address per minute: one per page view, and a person reads a few pages a minute; an office
 * behind one address gets a few people's worth. Beyond, a forger's beacons are refused (429).
 */
export const VITALS_LIMIT = { max: 30, windowMs: 60_000 };

const FIELDS = new Set<string>([VITALS_PAGE_FIELD, VITALS_TARGET_FIELD, ...VITAL_METRICS]);
/** A number as the beacon writes it: digits, at most one decimal point, no sign, no exponent. */
const NUMBER = /^\d{1,6}(?:\.\d{1,6})?$/;

/** The beacon's page, values and target, or null when it is not what the beacon sends. */
export function readVitals(body: unknown): Omit<VitalsBeacon, "language" | "device"> | null {
  if (!(body instanceof URLSearchParams)) return null;
  const names = [...body.keys()];
  if (names.some((name) => !FIELDS.has(name)) || names.length !== new Set(names).size) return null;
  const path = body.get(VITALS_PAGE_FIELD);
  if (path === null || path.length > PATH_CHARS || !path.startsWith("/") || path.startsWith("//")) return null;
  if (/[\\?#\s\p{Cc}]/u.test(path)) return null;
  // A page's address has no trailing slash, but for the home pages ("/", "/zh-hk/"), as location.pathname gives it.
  const home = localizedPath(localeOfPath(path), "/");
  if ((path.endsWith("/") && path !== home) || `${path}/` === home) return null;
  const values: Partial<Record<VitalMetric, number>> = {};
  for (const metric of VITAL_METRICS) {
    const raw = body.get(metric);
    if (raw === null) continue;
    if (!NUMBER.test(raw)) return null;
    const value = Number(raw);
    if (!(value >= 0 && value <= VITAL_MAXIMUM[metric])) return null;
    values[metric] = value;
  }
  if (Object.keys(values).length === 0) return null;
  const target = body.get(VITALS_TARGET_FIELD) ?? undefined;
  if (target !== undefined && (target.length > TARGET_CHARS || !TARGET_PATTERN.test(target))) return null;
  return { path, values, target };
}

export interface VitalsOptions {
  /** null: the beacon is read and answered, and nothing counted. */
  measurement: Measurement | null;
  siteOrigin: string;
  redis?: Redis | null;
}

export async function vitalsRoutes(app: FastifyInstance, { measurement, siteOrigin, redis = null }: VitalsOptions) {
  const recorder = measurement
    ? new VitalsRecorder({
        database: (timeoutMs) => measurement.database(timeoutMs),
        timeZone: measurement.config.timeZone,
        retentionDays: measurement.config.retentionDays,
        log: app.log,
      })
    : null;
  // Measurement writes what waits when the server closes (Measurement.close).
  if (measurement && recorder) measurement.vitals = recorder;

  app.removeContentTypeParser(["text/plain", "application/json"]);
  app.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: BODY_BYTES }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  await app.register(rateLimit, {
    max: VITALS_LIMIT.max,
    timeWindow: VITALS_LIMIT.windowMs,
    keyGenerator: (request) => clientKey(request.ip),
    ...(redis ? { redis, nameSpace: "vitals-limit:", skipOnError: true } : { store: SnapshotStore }),
    errorResponseBuilder: () => Object.assign(new Error("Too many beacons."), { statusCode: 429 }),
  });

  app.setErrorHandler<FastifyError>(async (error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply.code(status).send({ error: status === 429 ? error.message : "Bad request" });
  });

  app.post(VITALS_PATH, async (request, reply) => {
    if (!fromOwnPage(request, siteOrigin)) return reply.code(403).send({ error: "Only the site's pages send vitals." });
    const beacon = readVitals(request.body);
    if (!beacon) return reply.code(400).send({ error: "Bad request" });
    if (!measurement || !recorder) return reply.code(204).send();
    // Only a page the site serves, as a page request would count it (measurement.ts, pageOf).
    const served = measurement.config.isPage?.(beacon.path) ?? true;
    if (!served || !pageOf("GET", beacon.path, 200, "text/html")) return reply.code(400).send({ error: "Bad request" });
    const device = measurement.deviceOf(String(request.headers["user-agent"] ?? ""));
    if (device !== null) recorder.add({ ...beacon, language: languageOfPath(beacon.path), device });
    return reply.code(204).send();
  });

  app.route({
    method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: VITALS_PATH,
    handler: async (_request, reply) => reply.code(405).header("allow", "POST").send({ error: "Method not allowed" }),
  });
}
