/**
 * The owner's dashboard under /admin, registered only when ADMIN_PASSWORD is set (without it every /admin path is
 * the site's 404). Every answer: noindex, Cache-Control: no-store, and a CSP that allows this server's stylesheet
 * and nothing else (no script at all). Without a valid session the HTML pages redirect to /admin/login, the JSON
 * and CSV answer 401.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { QueueStatus } from "../delivery/store";
import type { Measurement } from "../measurement/measurement";
import { publicStats } from "../measurement/queries";
import { ADMIN_CSS, PERIODS, dashboardPage, loginPage } from "./pages";
import { LoginLimit, SESSION_COOKIE, Sessions, cookieValue, passwordMatches, sessionCookie } from "./session";

export interface AdminOptions {
  password: string;
  measurement: Measurement;
  deliveryStatus: () => Promise<QueueStatus>;
  /** SITE_URL is https: the public site is behind TLS even when the proxy's header is not trusted. */
  publicOverHttps: boolean;
}

export const ADMIN_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const MAX_DAYS = 3660;

function daysOf(raw: unknown): number | null {
  if (raw === undefined || raw === "") return 30;
  const text = String(raw);
  if (!/^\d{1,4}$/.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= MAX_DAYS ? days : null;
}

export async function adminRoutes(app: FastifyInstance, options: AdminOptions) {
  const sessions = new Sessions(options.password);
  const limit = new LoginLimit();
  const { measurement } = options;

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("content-security-policy", ADMIN_CSP);
    reply.header("referrer-policy", "no-referrer");
  });

  const signedIn = (request: FastifyRequest) => sessions.valid(cookieValue(request.headers.cookie, SESSION_COOKIE));
  const secure = (request: FastifyRequest) => options.publicOverHttps || request.protocol === "https";
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type("text/html; charset=utf-8").send(body);
  const unauthorized = (reply: FastifyReply) => reply.code(401).send({ error: "Sign in at /admin/login first." });

  app.get("/admin/admin.css", async (_request, reply) => reply.type("text/css; charset=utf-8").send(ADMIN_CSS));

  app.get("/admin/login", async (request, reply) => {
    if (signedIn(request)) return reply.redirect("/admin", 303);
    return html(reply, 200, loginPage());
  });

  app.post("/admin/login", async (request, reply) => {
    const address = request.ip;
    const wait = limit.retryAfter(address);
    if (wait > 0) {
      request.log.warn({ admin: { outcome: "login-limited" } }, "admin: login refused, too many failures");
      return html(reply.header("retry-after", String(wait)), 429, loginPage({ error: `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.` }));
    }
    const password = request.body instanceof URLSearchParams ? (request.body.get("password") ?? "") : "";
    if (!passwordMatches(password, options.password)) {
      limit.fail(address);
      request.log.warn({ admin: { outcome: "login-failed" } }, "admin: wrong password");
      return html(reply, 401, loginPage({ error: "That password is not right." }));
    }
    limit.succeed(address);
    const session = sessions.issue();
    request.log.info({ admin: { outcome: "login" } }, "admin: signed in");
    return reply.header("set-cookie", sessionCookie(session.token, session.maxAgeSeconds, secure(request))).redirect("/admin", 303);
  });

  app.post("/admin/logout", async (request, reply) => {
    return reply.header("set-cookie", sessionCookie("", 0, secure(request))).redirect("/admin/login", 303);
  });

  app.get("/admin", async (request, reply) => {
    if (!signedIn(request)) return reply.redirect("/admin/login", 303);
    const query = request.query as Record<string, string | undefined>;
    const period = PERIODS.find((item) => item.id === query.period) ?? PERIODS[2];
    const [stats, delivery] = await Promise.all([
      measurement
        .stats(period.days)
        .catch((error: unknown) => {
          request.log.warn({ admin: { error: (error as Error).message.slice(0, 200) } }, "admin: figures unavailable");
          return null;
        }),
      options.deliveryStatus().catch(() => null),
    ]);
    return html(reply, stats ? 200 : 503, dashboardPage({ period, stats, delivery, now: Date.now() }));
  });

  app.get("/admin/stats.json", async (request, reply) => {
    if (!signedIn(request)) return unauthorized(reply);
    const days = daysOf((request.query as Record<string, unknown>).days);
    if (days === null) return reply.code(400).send({ error: `days must be a whole number from 1 to ${MAX_DAYS}.` });
    try {
      return publicStats(await measurement.stats(days));
    } catch {
      return reply.code(503).send({ error: "The measurement database is not available right now." });
    }
  });

  app.get("/admin/conversions.csv", async (request, reply) => {
    if (!signedIn(request)) return unauthorized(reply);
    const days = daysOf((request.query as Record<string, unknown>).days);
    if (days === null) return reply.code(400).send({ error: `days must be a whole number from 1 to ${MAX_DAYS}.` });
    try {
      const csv = await measurement.conversions(days);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="conversions-${days}d.csv"`)
        .send(csv);
    } catch {
      return reply.code(503).send({ error: "The measurement database is not available right now." });
    }
  });
}
