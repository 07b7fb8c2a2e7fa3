/**
 * The server's environment (contracts.md, "Environment of the server"), parsed once at start.
 * A bad value throws a ConfigError whose message is one line naming the variable, so the
 * server stops before listening instead of running half-configured.
 */
import { resolve } from "node:path";
import { z } from "zod";
import { site } from "../app/config/site";

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
  rateLimit: { max: number; windowMs: number };
  /** Optional RELAY_ORIGIN (or the origin of RELAY_URL): an external relay the pages call, added to CSP connect-src. */
  relayOrigin: string | null;
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
function shown(value: string): string {
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

  const mailFrom = read(env, "MAIL_FROM") ?? `no-reply@${site.email.split("@")[1]}`;
  if (!isEmail(mailFrom)) throw new ConfigError("MAIL_FROM", `${shown(mailFrom)} is not an e-mail address`);

  const smtpUrl = read(env, "SMTP_URL") ?? null;
  if (smtpUrl !== null) {
    // The value is never echoed: it usually carries a password.
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
      throw new ConfigError(
        "SMTP_URL",
        "expected smtp://user:pass@host:port or smtps://user:pass@host:port (value not shown, it may hold a password)",
      );
    }
  }

  const outboxDir = resolve(read(env, "OUTBOX_DIR") ?? "./outbox");

  const rateLimit = {
    max: integer(env, "RATE_LIMIT_MAX", 5, 1, 1_000_000, "a whole number of requests (at least 1)"),
    windowMs: integer(env, "RATE_LIMIT_WINDOW_MS", 600_000, 1000, 86_400_000, "a window in milliseconds (1000-86400000)"),
  };

  // The pages call an external relay when they were built with RELAY_URL; its origin must be in
  // CSP connect-src. RELAY_ORIGIN says it explicitly; otherwise the build's RELAY_URL is used.
  const relayVariable = read(env, "RELAY_ORIGIN") !== undefined ? "RELAY_ORIGIN" : "RELAY_URL";
  const relayRaw = read(env, relayVariable);
  const relayOrigin = relayRaw === undefined ? null : httpOrigin(relayRaw, relayVariable);

  return { port, host, siteUrl, mailTo, mailFrom, smtpUrl, outboxDir, rateLimit, relayOrigin };
}
