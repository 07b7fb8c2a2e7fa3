/**
 * The server's configuration, derived from its environment (server/env.ts describes every variable: its
 * default and meaning) and checked once at start. A bad value throws a ConfigError whose message is one line
 * naming the variable, so the server stops before listening instead of running half-configured. So does a
 * setting that would lose enquiries without anyone noticing.
 *
 * To add a variable, start in server/env.ts: its comment lists the steps.
 */
import { join, resolve } from "node:path";
import { parseEnvironment, read, type VariableName } from "./env";
import { httpOrigin, Problem, shown } from "./env-values";

export { shown } from "./env-values";

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
  /** Absolute path: the one folder the server writes (the spool by default, the embedded database). */
  dataDir: string;
  /** Absolute path: accepted enquiries wait here for delivery (unused when redisUrl is set). */
  spoolDir: string;
  /** null: the file spool and a rate limit per process. */
  redisUrl: string | null;
  retry: RetryPolicy;
  /** Days a dead letter is kept before it is deleted. */
  deadLetterDays: number;
  /** Days a held submission (suspected spam) is kept, and the most kept at once. */
  held: { days: number; max: number };
  /** null: no alert; else one JSON POST per new dead letter. */
  alertWebhookUrl: string | null;
  /** Connection, greeting and socket timeout of one SMTP delivery attempt. */
  smtpTimeoutMs: number;
  /** Fastify's trustProxy: hop count or addresses whose X-Forwarded-For is believed; false believes none. */
  trustProxy: number | string[] | false;
  /** Optional RELAY_ORIGIN (or the origin of RELAY_URL): an external relay the pages call, added to CSP connect-src. */
  relayOrigin: string | null;
  /** null: the embedded database in dataDir. */
  databaseUrl: string | null;
  /** Days page views and leads are kept. */
  analyticsRetentionDays: number;
  /** The IANA time zone of measurement's days (SITE_TIME_ZONE). */
  siteTimeZone: string;
  /** null: no dashboard (every /admin path answers 404). */
  adminPassword: string | null;
  /** null: no content editor (every /keystatic and /api/keystatic path answers 404); else its GitHub mode. */
  editor: EditorConfig | null;
}

/** The content editor's GitHub mode (docs/content.md): the repository it commits to and its GitHub App. */
export interface EditorConfig {
  repo: string;
  clientId: string;
  clientSecret: string;
  secret: string;
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

/** The values of these variables, or a ConfigError for the first bad one. */
function parse<K extends VariableName>(env: NodeJS.ProcessEnv, names?: readonly K[]) {
  const result = parseEnvironment(env, names);
  if (!result.ok) throw new ConfigError(result.variable, result.problem);
  return result.values;
}

const spoolDirOf = (spoolDir: string | null, dataDir: string) =>
  spoolDir === null ? join(dataDir, "spool") : resolve(spoolDir);

export type QueueSettings = Pick<ServerConfig, "spoolDir" | "redisUrl" | "retry" | "smtpTimeoutMs" | "held">;

/** Where accepted enquiries wait, and how the queue is kept: all that the operator's `npm run mail` needs to know. */
export function loadQueueSettings(env: NodeJS.ProcessEnv): QueueSettings {
  const values = parse(env, [
    "DATA_DIR",
    "SPOOL_DIR",
    "REDIS_URL",
    "RETRY_FIRST_MS",
    "RETRY_MAX_MS",
    "GIVE_UP_AFTER_MS",
    "SMTP_TIMEOUT_MS",
    "HELD_DAYS",
    "HELD_MAX",
  ]);
  return {
    spoolDir: spoolDirOf(values.SPOOL_DIR, resolve(values.DATA_DIR)),
    redisUrl: values.REDIS_URL,
    retry: { firstMs: values.RETRY_FIRST_MS, maxMs: values.RETRY_MAX_MS, giveUpAfterMs: values.GIVE_UP_AFTER_MS },
    smtpTimeoutMs: values.SMTP_TIMEOUT_MS,
    held: { days: values.HELD_DAYS, max: values.HELD_MAX },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const values = parse(env);

  // Rules between variables.
  // In production the outbox would keep every lead on the server's disk and tell each visitor it was sent.
  if (values.SMTP_URL === null && read(env, "OUTBOX_DIR") === undefined && values.NODE_ENV === "production") {
    throw new ConfigError(
      "SMTP_URL",
      "unset, but NODE_ENV=production needs a mail server (set OUTBOX_DIR to keep enquiries as .eml files on purpose)",
    );
  }
  if (values.RETRY_MAX_MS < values.RETRY_FIRST_MS) {
    throw new ConfigError(
      "RETRY_MAX_MS",
      `${shown(String(values.RETRY_MAX_MS))} is shorter than RETRY_FIRST_MS (${values.RETRY_FIRST_MS})`,
    );
  }

  const dataDir = resolve(values.DATA_DIR);
  const editor = editorConfig(values);
  return {
    port: values.PORT,
    host: values.HOST,
    siteUrl: values.SITE_URL,
    mailTo: values.MAIL_TO,
    mailFrom: values.MAIL_FROM,
    smtpUrl: values.SMTP_URL,
    outboxDir: resolve(values.OUTBOX_DIR),
    rateLimit: {
      max: values.RATE_LIMIT_MAX,
      windowMs: values.RATE_LIMIT_WINDOW_MS,
      globalMax: values.RATE_LIMIT_GLOBAL_MAX,
    },
    dataDir,
    spoolDir: spoolDirOf(values.SPOOL_DIR, dataDir),
    redisUrl: values.REDIS_URL,
    retry: { firstMs: values.RETRY_FIRST_MS, maxMs: values.RETRY_MAX_MS, giveUpAfterMs: values.GIVE_UP_AFTER_MS },
    deadLetterDays: values.DEAD_LETTER_DAYS,
    held: { days: values.HELD_DAYS, max: values.HELD_MAX },
    alertWebhookUrl: values.ALERT_WEBHOOK_URL,
    smtpTimeoutMs: values.SMTP_TIMEOUT_MS,
    trustProxy: values.TRUST_PROXY ?? false,
    relayOrigin: values.RELAY_ORIGIN ?? relayUrlOrigin(values.RELAY_URL),
    databaseUrl: values.DATABASE_URL,
    analyticsRetentionDays: values.ANALYTICS_RETENTION_DAYS,
    siteTimeZone: values.SITE_TIME_ZONE,
    adminPassword: values.ADMIN_PASSWORD,
    editor,
  };
}

/** All four KEYSTATIC_ settings, or none: half a GitHub mode would show an editor that cannot sign anyone in. */
function editorConfig(values: {
  KEYSTATIC_GITHUB_REPO: string | null;
  KEYSTATIC_GITHUB_CLIENT_ID: string | null;
  KEYSTATIC_GITHUB_CLIENT_SECRET: string | null;
  KEYSTATIC_SECRET: string | null;
}): EditorConfig | null {
  const {
    KEYSTATIC_GITHUB_REPO: repo,
    KEYSTATIC_GITHUB_CLIENT_ID: clientId,
    KEYSTATIC_GITHUB_CLIENT_SECRET: clientSecret,
    KEYSTATIC_SECRET: secret,
  } = values;
  if (repo === null && clientId === null && clientSecret === null && secret === null) return null;
  const missing = (
    [
      "KEYSTATIC_GITHUB_REPO",
      "KEYSTATIC_GITHUB_CLIENT_ID",
      "KEYSTATIC_GITHUB_CLIENT_SECRET",
      "KEYSTATIC_SECRET",
    ] as const
  ).find((name) => values[name] === null);
  if (missing || repo === null || clientId === null || clientSecret === null || secret === null) {
    throw new ConfigError(
      missing ?? "KEYSTATIC_GITHUB_REPO",
      "unset, but the content editor's GitHub mode needs all four KEYSTATIC_ settings (docs/content.md)",
    );
  }
  return { repo, clientId, clientSecret, secret };
}

/**
 * The pages call an external relay when they were built with RELAY_URL; its origin must be in CSP connect-src.
 * RELAY_ORIGIN says it explicitly; otherwise the build's RELAY_URL must be an absolute http(s) URL.
 */
function relayUrlOrigin(relayUrl: string | null): string | null {
  if (relayUrl === null) return null;
  try {
    return httpOrigin(relayUrl);
  } catch (error) {
    if (error instanceof Problem) throw new ConfigError("RELAY_URL", error.message);
    throw error;
  }
}
