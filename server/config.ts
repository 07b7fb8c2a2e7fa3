/**
 * The server's environment (the README's configuration table), parsed once at start.
 * A bad value throws a ConfigError whose message is one line naming the variable, so the
 * server stops before listening instead of running half-configured. So does a setting that
 * would lose enquiries without anyone noticing.
 */
import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";
import { site } from "../shared/site";

export interface ServerConfig {
  port: number;
  host: string;
  /** Public origin (no trailing slash). An https origin means TLS is terminated in front of us. */
  siteUrl: string;
  /** The only recipients the relay accepts, as configured (compared case-insensitively). */
  mailTo: string[];
  mailFrom: string;
  /** null: the embedded outbox. */
  smtpUrl: string | null;
  /** Absolute path. */
  outboxDir: string;
  /** Per client address (IPv6 by /64), and for all addresses together. */
  rateLimit: { max: number; windowMs: number; globalMax: number };
  /** Absolute path: accepted enquiries wait here for delivery (unused when redisUrl is set). */
  spoolDir: string;
  /** null: the file spool and a rate limit per process. */
  redisUrl: string | null;
  retry: RetryPolicy;
  /** Connection, greeting and socket timeout of one SMTP delivery attempt. */
  smtpTimeoutMs: number;
  /** Fastify's trustProxy: hop count or addresses whose X-Forwarded-For is believed; false believes none. */
  trustProxy: number | string[] | false;
  /** Optional RELAY_ORIGIN (or the origin of RELAY_URL): an external relay the pages call, added to CSP connect-src. */
  relayOrigin: string | null;
  /** Absolute path: the one folder the server writes (the spool by default, the embedded database). */
  dataDir: string;
  /** The measurement store: postgres://… (shared by every instance), or null for the embedded database in dataDir. */
  databaseUrl: string | null;
  /** Days page views and leads are kept. */
  analyticsRetentionDays: number;
  /** Enables /admin; null: every /admin path answers 404. */
  adminPassword: string | null;
}

export interface RetryPolicy {
  /** Delay before the first retry of a temporary failure; doubles with each further one. */
  firstMs: number;
  /** The longest delay between two attempts. */
  maxMs: number;
  /** Age after which an undelivered enquiry becomes a dead letter. */
  giveUpAfterMs: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid ${variable}: ${problem}`);
  }
}

const emailSchema = z.email();
const isEmail = (value: string) => emailSchema.safeParse(value).success;

/** The value as it appears in a message: quoted, escaped onto one line, not too long. */
export function shown(value: string): string {
  const cut = value.length > 80 ? `${value.slice(0, 77)}...` : value;
  return JSON.stringify(cut);
}

/** An empty variable (`SMTP_URL=` in an env file) means "use the default", like an unset one. */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, what: string) {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `${shown(raw)} is not ${what}`);
  }
  return value;
}

function httpOrigin(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `${shown(raw)} is not an http(s) URL`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
    throw new ConfigError(name, `${shown(raw)} is not an http(s) URL`);
  }
  return url.origin;
}

/** A URL of one of these schemes, with a host. Such values are never echoed: they usually carry a password. */
function isServiceUrl(raw: string, protocols: string[]): boolean {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

function redisUrlOf(env: NodeJS.ProcessEnv): string | null {
  const raw = read(env, "REDIS_URL");
  if (raw === undefined) return null;
  if (!isServiceUrl(raw, ["redis:", "rediss:"])) {
    throw new ConfigError(
      "REDIS_URL",
      "expected redis://[user:pass@]host:port[/db] or rediss://... (value not shown, it may hold a password)",
    );
  }
  return raw;
}

/** Where accepted enquiries wait: all that the operator's `npm run mail` needs to know. */
export function loadSpoolLocation(env: NodeJS.ProcessEnv): Pick<ServerConfig, "spoolDir" | "redisUrl"> {
  return { spoolDir: resolve(read(env, "SPOOL_DIR") ?? "./data/spool"), redisUrl: redisUrlOf(env) };
}

/** The owner's dashboard password: long enough that guessing it at 5 tries per 15 minutes is hopeless. */
export const ADMIN_PASSWORD_MIN = 12;

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(value: string): boolean {
  if (PROXY_KEYWORDS.has(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustProxyOf(env: NodeJS.ProcessEnv): ServerConfig["trustProxy"] {
  const raw = read(env, "TRUST_PROXY");
  if (raw === undefined) return false;
  // "true" would believe any X-Forwarded-For, so anyone could choose their own rate-limit key.
  if (/^\d+$/.test(raw)) return integer(env, "TRUST_PROXY", 0, 1, 10, "a number of proxy hops (1-10) or a list of addresses");
  const addresses = raw.split(",").map((item) => item.trim());
  const bad = addresses.find((item) => !isAddressOrSubnet(item));
  if (bad !== undefined) {
    throw new ConfigError(
      "TRUST_PROXY",
      `${shown(bad)} is not a number of proxy hops, an address or a subnet (expected e.g. 1 or 10.0.0.5, 10.1.0.0/16)`,
    );
  }
  return addresses;
}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = integer(env, "PORT", 3000, 1, 65535, "a port number (1-65535)");

  const host = read(env, "HOST") ?? "127.0.0.1";
  if (/\s/.test(host)) throw new ConfigError("HOST", `${shown(host)} is not a host name or address`);

  // SITE_URL is mostly read at build time (canonical URLs); here it only tells whether we are public over https.
  const siteUrl = httpOrigin(read(env, "SITE_URL") ?? "http://localhost:3000", "SITE_URL");

  const mailToRaw = read(env, "MAIL_TO") ?? site.email;
  const mailTo = mailToRaw.split(",").map((address) => address.trim());
  for (const address of mailTo) {
    if (!isEmail(address)) {
      throw new ConfigError("MAIL_TO", `${shown(address)} is not an e-mail address (expected a comma-separated list)`);
    }
  }
  // The forms always send to the site's own address: without it in MAIL_TO every enquiry would get a 400.
  if (!mailTo.some((address) => address.toLowerCase() === site.email.toLowerCase())) {
    throw new ConfigError("MAIL_TO", `${shown(mailToRaw)} does not include ${site.email}, the address the site's forms send to`);
  }

  const mailFrom = read(env, "MAIL_FROM") ?? `no-reply@${site.email.split("@")[1]}`;
  if (!isEmail(mailFrom)) throw new ConfigError("MAIL_FROM", `${shown(mailFrom)} is not an e-mail address`);

  const smtpUrl = read(env, "SMTP_URL") ?? null;
  if (smtpUrl !== null && !isServiceUrl(smtpUrl, ["smtp:", "smtps:"])) {
    throw new ConfigError(
      "SMTP_URL",
      "expected smtp://user:pass@host:port or smtps://user:pass@host:port (value not shown, it may hold a password)",
    );
  }

  const outboxRaw = read(env, "OUTBOX_DIR");
  // In production the outbox would keep every lead on the server's disk and tell each visitor it was sent.
  if (smtpUrl === null && outboxRaw === undefined && read(env, "NODE_ENV") === "production") {
    throw new ConfigError(
      "SMTP_URL",
      "unset, but NODE_ENV=production needs a mail server (set OUTBOX_DIR to keep enquiries as .eml files on purpose)",
    );
  }
  const outboxDir = resolve(outboxRaw ?? "./outbox");

  const rateLimit = {
    max: integer(env, "RATE_LIMIT_MAX", 5, 1, 1_000_000, "a whole number of requests (at least 1)"),
    windowMs: integer(env, "RATE_LIMIT_WINDOW_MS", 600_000, 1000, 86_400_000, "a window in milliseconds (1000-86400000)"),
    globalMax: integer(env, "RATE_LIMIT_GLOBAL_MAX", 100, 1, 100_000_000, "a whole number of requests (at least 1)"),
  };

  const day = 86_400_000;
  const firstMs = integer(env, "RETRY_FIRST_MS", 30_000, 1, day, "a delay in milliseconds (1-86400000)");
  const maxMs = integer(env, "RETRY_MAX_MS", 900_000, 1, day, "a delay in milliseconds (1-86400000)");
  if (maxMs < firstMs)
    throw new ConfigError("RETRY_MAX_MS", `${shown(String(maxMs))} is shorter than RETRY_FIRST_MS (${firstMs})`);
  const retry = {
    firstMs,
    maxMs,
    giveUpAfterMs: integer(env, "GIVE_UP_AFTER_MS", 432_000_000, 1, 365 * day, "an age in milliseconds (1-31536000000)"),
  };
  const smtpTimeoutMs = integer(env, "SMTP_TIMEOUT_MS", 30_000, 100, 600_000, "a timeout in milliseconds (100-600000)");

  // The pages call an external relay when they were built with RELAY_URL; its origin must be in
  // CSP connect-src. RELAY_ORIGIN says it explicitly; otherwise the build's RELAY_URL is used.
  const relayVariable = read(env, "RELAY_ORIGIN") !== undefined ? "RELAY_ORIGIN" : "RELAY_URL";
  const relayRaw = read(env, relayVariable);
  const relayOrigin = relayRaw === undefined ? null : httpOrigin(relayRaw, relayVariable);

  const databaseUrl = read(env, "DATABASE_URL") ?? null;
  if (databaseUrl !== null && !isServiceUrl(databaseUrl, ["postgres:", "postgresql:"])) {
    throw new ConfigError("DATABASE_URL", "expected postgres://user:pass@host:port/database (value not shown, it may hold a password)");
  }
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === "" ? null : env.ADMIN_PASSWORD;
  if (adminPassword !== null && [...adminPassword].length < ADMIN_PASSWORD_MIN) {
    throw new ConfigError("ADMIN_PASSWORD", `must be at least ${ADMIN_PASSWORD_MIN} characters (value not shown)`);
  }

  return {
    port,
    host,
    siteUrl,
    mailTo,
    mailFrom,
    smtpUrl,
    outboxDir,
    rateLimit,
    ...loadSpoolLocation(env),
    retry,
    smtpTimeoutMs,
    trustProxy: trustProxyOf(env),
    relayOrigin,
    dataDir: resolve(read(env, "DATA_DIR") ?? "./data"),
    databaseUrl,
    analyticsRetentionDays: integer(env, "ANALYTICS_RETENTION_DAYS", 395, 1, 36_500, "a number of days (1-36500)"),
    adminPassword,
  };
}
