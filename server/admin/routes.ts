/**
 * The owner's dashboard under /admin, registered only when ADMIN_PASSWORD is set (without it every /admin path is
 * the site's 404). Every answer: noindex, Cache-Control: no-store, and a CSP that allows this server's stylesheet
 * and nothing else (no script at all). Without a valid session the HTML pages redirect to /admin/login, the JSON
 * and CSV answer 401. Signing out ends the session on the server (revocations.ts). A POST a browser sends from another
 * site (Sec-Fetch-Site, else Origin, says so) is refused with 403; one with neither header (curl) is let through, as
 * every browser that could be tricked into posting sends at least one of them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { crossSitePost } from "../cross-site";
import type { QueueStatus } from "../delivery/enquiry-store";
import { LANGUAGES, isLanguage, type Language } from "../measurement/language";
import type { Measurement } from "../measurement/measurement";
import { publicFormStats } from "../measurement/form-stats";
import { publicStats } from "../measurement/queries";
import { isDevice, vitalsFigures } from "../measurement/vitals-queries";
import { VitalsPanel } from "./vitals-panel";
import { PERIODS } from "./choices";
import { dashboardPage, loginPage, startingPage } from "./pages";
import { adminStylesheet } from "./stylesheet";
import { Revocations } from "./revocations";
import {
  LOGIN_FAILURES_ALL_ADDRESSES,
  LOGIN_WINDOW_MS,
  LoginLimit,
  SESSION_COOKIE,
  Sessions,
  cookieValue,
  passwordMatches,
  sessionCookie,
} from "./session";

export interface AdminOptions {
  password: string;
  measurement: Measurement;
  deliveryStatus: () => Promise<QueueStatus>;
  /** SITE_URL is https: the public site is behind TLS even when the proxy's header is not trusted. */
  publicOverHttps: boolean;
  /** SITE_URL's origin: a POST from it is same-origin, whatever Host the proxy passes on. */
  siteOrigin: string;
}

export const ADMIN_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const MAX_DAYS = 3660;
/** How long a dashboard page waits for the database after a start, and when it asks to be reloaded if still shut. */
const OPEN_WAIT_MS = 8000;
const STARTING_RETRY_S = 5;

function daysOf(raw: unknown): number | null {
  if (raw === undefined || raw === "") return 30;
  const text = String(raw);
  if (!/^\d{1,4}$/.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= MAX_DAYS ? days : null;
}

/** `lang`: one language, null for every language (absent or empty), undefined for anything else. */
function languageOf(raw: unknown): Language | null | undefined {
  if (raw === undefined || raw === "") return null;
  return isLanguage(raw) ? raw : undefined;
}

export async function adminRoutes(app: FastifyInstance, options: AdminOptions) {
  const sessions = new Sessions(options.password);
  const revocations = new Revocations(() => options.measurement.database(OPEN_WAIT_MS));
  const limit = new LoginLimit();
  const { measurement } = options;

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    },
  );

  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("content-security-policy", ADMIN_CSP);
    reply.header("referrer-policy", "no-referrer");
  });

  const sessionOf = (request: FastifyRequest) => sessions.read(cookieValue(request.headers.cookie, SESSION_COOKIE));
  /** "unknown": a session whose sign-out cannot be checked right now (the database does not answer). */
  const sessionState = async (request: FastifyRequest): Promise<"in" | "out" | "unknown"> => {
    const session = sessionOf(request);
    if (!session) return "out";
    const revoked = await revocations.revoked(session.id);
    return revoked === null ? "unknown" : revoked ? "out" : "in";
  };
  const UNCHECKED =
    "The measurement database is not available right now, so your session cannot be checked. Try again in a minute.";

  // Login and logout change who is signed in: only from the dashboard's own pages.
  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "POST" || !crossSitePost(request, options.siteOrigin)) return;
    request.log.warn({ admin: { outcome: "cross-site-refused" } }, "admin: cross-site POST refused");
    return reply.code(403).type("text/plain; charset=utf-8").send("Cross-site requests are refused.");
  });
  const secure = (request: FastifyRequest) => options.publicOverHttps || request.protocol === "https";
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type("text/html; charset=utf-8").send(body);
  const unauthorized = (reply: FastifyReply) => reply.code(401).send({ error: "Sign in at /admin/login first." });

  app.get("/admin/admin.css", async (_request, reply) => reply.type("text/css; charset=utf-8").send(adminStylesheet));

  app.get("/admin/login", async (request, reply) => {
    if ((await sessionState(request)) === "in") return reply.redirect("/admin", 303);
    return html(reply, 200, loginPage());
  });

  app.post("/admin/login", async (request, reply) => {
    const address = request.ip;
    const { wait, everyone } = limit.check(address);
    if (wait > 0) {
      request.log.warn(
        { admin: { outcome: "login-limited", scope: everyone ? "all-addresses" : "address" } },
        "admin: login refused, too many failures",
      );
      return html(
        reply.header("retry-after", String(wait)),
        429,
        loginPage({ error: `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.` }),
      );
    }
    const password = request.body instanceof URLSearchParams ? (request.body.get("password") ?? "") : "";
    if (!passwordMatches(password, options.password)) {
      const ceiling = limit.fail(address);
      request.log.warn({ admin: { outcome: "login-failed" } }, "admin: wrong password");
      if (ceiling) {
        request.log.error(
          {
            admin: {
              outcome: "login-ceiling",
              failures: LOGIN_FAILURES_ALL_ADDRESSES,
              windowMinutes: LOGIN_WINDOW_MS / 60_000,
            },
          },
          `admin: ${LOGIN_FAILURES_ALL_ADDRESSES} failed logins from all addresses within ${LOGIN_WINDOW_MS / 60_000} minutes; every login is refused until the window ends`,
        );
      }
      return html(reply, 401, loginPage({ error: "That password is not right." }));
    }
    limit.succeed(address);
    const session = sessions.issue();
    request.log.info({ admin: { outcome: "login" } }, "admin: signed in");
    return reply
      .header("set-cookie", sessionCookie(session.token, session.maxAgeSeconds, secure(request)))
      .redirect("/admin", 303);
  });

  app.post("/admin/logout", async (request, reply) => {
    const session = sessionOf(request);
    if (session) {
      await revocations.revoke(session.id, session.expiresAt).catch((error: unknown) => {
        request.log.error(
          { admin: { error: (error as Error).message.slice(0, 200) } },
          "admin: sign-out not stored; the session ends here only",
        );
      });
      request.log.info({ admin: { outcome: "logout" } }, "admin: signed out");
    }
    return reply.header("set-cookie", sessionCookie("", 0, secure(request))).redirect("/admin/login", 303);
  });

  app.get("/admin", async (request, reply) => {
    const state = await sessionState(request);
    if (state === "out") return reply.redirect("/admin/login", 303);
    const query = request.query as Record<string, string | undefined>;
    const period = PERIODS.find((item) => item.id === query.period) ?? PERIODS[2];
    // As an unknown period is the default one, an unknown language is every language.
    const language = languageOf(query.lang) ?? null;
    // The database is not answering (still opening after a start): the page as it is without its figures, and
    // nothing else either, since the session may have been signed out.
    if (state === "unknown" && measurement.isStarting) return html(reply, 200, startingPage(STARTING_RETRY_S));
    if (state === "unknown")
      return html(reply, 503, dashboardPage({ period, language, stats: null, delivery: null, now: Date.now() }));
    const device = isDevice(query.device) ? query.device : null;
    const [stats, delivery, vitals] = await Promise.all([
      measurement.stats(period.days, language).catch((error: unknown) => {
        request.log.warn({ admin: { error: (error as Error).message.slice(0, 200) } }, "admin: figures unavailable");
        return null;
      }),
      options.deliveryStatus().catch(() => null),
      vitalsFigures(measurement, period.days, { language, device }).catch(() => null),
    ]);
    const panel = VitalsPanel({ period, language, device, vitals });
    return html(
      reply,
      stats ? 200 : 503,
      dashboardPage({ period, language, stats, delivery, now: Date.now(), device, vitals: panel }),
    );
  });

  app.get("/admin/stats.json", async (request, reply) => {
    const state = await sessionState(request);
    if (state === "unknown") return reply.code(503).send({ error: UNCHECKED });
    if (state === "out") return unauthorized(reply);
    const query = request.query as Record<string, unknown>;
    const days = daysOf(query.days);
    if (days === null) return reply.code(400).send({ error: `days must be a whole number from 1 to ${MAX_DAYS}.` });
    const language = languageOf(query.lang);
    if (language === undefined)
      return reply
        .code(400)
        .send({ error: `lang must be one of ${LANGUAGES.join(", ")}, or left out for every language.` });
    const device = query.device === undefined || query.device === "" ? null : query.device;
    if (device !== null && !isDevice(device))
      return reply
        .code(400)
        .send({ error: "device must be one of phone, tablet, desktop, or left out for every device." });
    try {
      const [stats, vitals] = await Promise.all([
        measurement.stats(days, language),
        vitalsFigures(measurement, days, { language, device }),
      ]);
      return { ...publicStats(stats), ...publicFormStats(stats), vitals };
    } catch {
      return reply.code(503).send({ error: "The measurement database is not available right now." });
    }
  });

  app.get("/admin/conversions.csv", async (request, reply) => {
    const state = await sessionState(request);
    if (state === "unknown") return reply.code(503).send({ error: UNCHECKED });
    if (state === "out") return unauthorized(reply);
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
