/**
 * The server's environment, described once: every variable it reads, its default and its meaning.
 *
 * From this one description come
 * - `loadConfig` (server/config.ts), which turns the parsed values into the ServerConfig;
 * - the table of docs/configuration.md and the committed `.env.example` (`npm run docs:env` writes them);
 * - the test that holds them and the environment table of docs/contracts.md together (server/env-docs.test.ts).
 *
 * Adding a variable:
 * 1. add its entry below, in its group: `setting(...)` when it has a default, `optionalSetting(...)` when
 *    unset means "off" (the value is then null), with its meaning and a parser (server/env-values.ts) whose failure
 *    says, in a few words, what was expected (`problem(...)`); never echo a value that may hold a password or a token;
 * 2. map it to a ServerConfig field in `loadConfig` (server/config.ts); a rule between two variables goes there;
 * 3. run `npm run docs:env`, and add its row to the environment table of docs/contracts.md;
 * 4. extend server/config.test.ts: its default and a bad value's one-line message.
 * Nothing else reads `process.env` for a setting, build time included: vite.config.ts takes SITE_URL and RELAY_URL
 * through server/build-settings.ts, the health check PORT and HOST through parseEnvironment.
 */
import { z } from "zod";
import { site } from "../shared/site";
import { DAY_MS, isTimeZone } from "../shared/time";
import {
  days,
  delayMs,
  httpOrigin,
  integer,
  optionalSetting,
  isEmail,
  mailTo,
  problem,
  serviceUrl,
  setting,
  shown,
  text,
  trustProxy,
  type VariableDoc,
  variableDocs,
} from "./env-values";

// --------------------------------------------------------------------------------------------- the schema

/** Every variable the server reads, in the order the docs list them. Keys are the variables' names. */
export const environment = z.object({
  PORT: setting(
    { group: "Server", default: "3000", meaning: "listening port" },
    integer(1, 65535, "a port number (1-65535)"),
  ),
  HOST: setting(
    {
      group: "Server",
      default: "127.0.0.1",
      meaning: "listening address; `0.0.0.0` (or `::`) to be reachable from other machines, as in a container",
    },
    (raw) => (/\s/.test(raw) ? problem(`${shown(raw)} is not a host name or address`) : raw),
  ),
  SITE_URL: setting(
    {
      group: "Server",
      default: "http://localhost:3000",
      build: true,
      meaning:
        "public origin for canonical URLs, Open Graph and the sitemap; read at **build** time (pages are prerendered), " +
        "where a production build (`NODE_ENV=production`) stops without it. At start it only tells whether visitors come " +
        "over https",
    },
    httpOrigin,
  ),
  NODE_ENV: optionalSetting(
    {
      group: "Server",
      meaning:
        "`production` makes the server refuse to start without `SMTP_URL`, unless `OUTBOX_DIR` is set explicitly, " +
        "and the build stop without `SITE_URL`",
    },
    text,
  ),
  TRUST_PROXY: optionalSetting(
    {
      group: "Server",
      meaning:
        "proxy hops (a number, 1-10) or addresses and subnets (comma-separated; `loopback` too) whose " +
        "`X-Forwarded-For` the server believes; unset believes none, so behind a proxy every visitor shares one rate limit",
    },
    trustProxy,
  ),
  DATA_DIR: setting(
    {
      group: "Server",
      default: "./data",
      meaning:
        "the one folder the server writes: the spool (unless `SPOOL_DIR` says otherwise) and the embedded database; must persist",
    },
    text,
  ),

  MAIL_TO: setting(
    {
      group: "Mail",
      default: site.email,
      shownDefault: "the e-mail of the site configuration",
      meaning:
        "the company inbox: the only recipient(s) the relay accepts (comma-separated); must include the e-mail of " +
        "`shared/site.ts`, which the forms send to",
    },
    mailTo,
  ),
  MAIL_FROM: setting(
    {
      group: "Mail",
      default: `no-reply@${site.email.split("@")[1]}`,
      shownDefault: "a no-reply address of the site's domain",
      meaning: "the envelope and From address; the display name is the fixed sender label",
    },
    (raw) => (isEmail(raw) ? raw : problem(`${shown(raw)} is not an e-mail address`)),
  ),
  SMTP_URL: optionalSetting(
    {
      group: "Mail",
      meaning: "`smtp://user:pass@host:port` or `smtps://…`; unset means the embedded outbox",
    },
    serviceUrl(["smtp:", "smtps:"], "smtp://user:pass@host:port or smtps://user:pass@host:port"),
  ),
  OUTBOX_DIR: setting(
    {
      group: "Mail",
      default: "./outbox",
      meaning: "where the embedded outbox writes one `.eml` file per message (when `SMTP_URL` is unset)",
    },
    text,
  ),
  SMTP_TIMEOUT_MS: setting(
    {
      group: "Mail",
      default: "30000",
      meaning:
        "connection, greeting and socket timeout of one delivery attempt; the attempt as a whole gets twice that",
    },
    integer(100, 600_000, "a timeout in milliseconds (100-600000)"),
  ),

  SPOOL_DIR: optionalSetting(
    {
      group: "Delivery",
      shownDefault: "DATA_DIR/spool",
      meaning:
        "where accepted enquiries wait for delivery (dead letters in `dead/` inside it); must be writable; " +
        "unset means `spool` inside `DATA_DIR`",
    },
    text,
  ),
  REDIS_URL: optionalSetting(
    {
      group: "Delivery",
      meaning:
        "`redis://[user:pass@]host:port[/db]` or `rediss://…`; when set, the rate limit and the delivery queue live " +
        "in this Redis, shared by every instance",
    },
    serviceUrl(["redis:", "rediss:"], "redis://[user:pass@]host:port[/db] or rediss://..."),
  ),
  RETRY_FIRST_MS: setting(
    {
      group: "Delivery",
      default: "30000",
      meaning: "delay before the first retry of a temporary delivery failure; doubles each time, with jitter",
    },
    delayMs,
  ),
  RETRY_MAX_MS: setting(
    {
      group: "Delivery",
      default: "900000",
      meaning: "the longest delay between two retries; at least `RETRY_FIRST_MS`",
    },
    delayMs,
  ),
  GIVE_UP_AFTER_MS: setting(
    {
      group: "Delivery",
      default: "432000000",
      meaning: "age (5 days) after which an undelivered enquiry becomes a dead letter",
    },
    integer(1, 365 * DAY_MS, "an age in milliseconds (1-31536000000)"),
  ),
  DEAD_LETTER_DAYS: setting(
    {
      group: "Delivery",
      default: "30",
      meaning: "days a dead letter is kept before it is deleted (one log line, never its text)",
    },
    days,
  ),
  HELD_DAYS: setting(
    {
      group: "Delivery",
      default: "30",
      meaning:
        "days a held submission (suspected spam, kept for review: `npm run mail -- held`) is kept before it is deleted",
    },
    days,
  ),
  HELD_MAX: setting(
    { group: "Delivery", default: "10000", meaning: "the most held submissions kept; past it the oldest is deleted" },
    integer(1, 1_000_000, "a count (1-1000000)"),
  ),
  ALERT_WEBHOOK_URL: optionalSetting(
    {
      group: "Delivery",
      meaning:
        'when set: one JSON POST per enquiry that becomes a dead letter: `{ "event": "dead-letter", "id", "messageId", ' +
        '"reason", "ageSeconds", "text" }`, no personal data; a Slack, Teams or any other incoming webhook takes it',
    },
    (raw) => {
      let url: URL | undefined;
      try {
        url = new URL(raw);
      } catch {
        url = undefined;
      }
      // Webhook URLs carry their secret in the path: never echoed.
      return url && (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== ""
        ? url.href
        : problem("expected an http(s) URL (value not shown, it may hold a secret)");
    },
  ),

  RATE_LIMIT_MAX: setting(
    {
      group: "Rate limit",
      default: "5",
      meaning: "requests to `/send-email` per client address (IPv6: per /64) per window, refused ones included",
    },
    integer(1, 1_000_000, "a whole number of requests (at least 1)"),
  ),
  RATE_LIMIT_GLOBAL_MAX: setting(
    {
      group: "Rate limit",
      default: "100",
      meaning:
        "well-formed enquiries to `/send-email` from all addresses together per window (a request refused as malformed counts only toward its own address's limit)",
    },
    integer(1, 100_000_000, "a whole number of requests (at least 1)"),
  ),
  RATE_LIMIT_WINDOW_MS: setting(
    { group: "Rate limit", default: "600000", meaning: "the rate-limit window" },
    integer(1000, DAY_MS, "a window in milliseconds (1000-86400000)"),
  ),

  RELAY_URL: optionalSetting(
    {
      group: "External relay",
      shownDefault: "empty (same origin)",
      build: true,
      meaning:
        "read at **build** time: the address of an external relay of the same contract that the forms post to; " +
        "empty means this server's own `/send-email`. At start, its origin is allowed in CSP `connect-src`",
    },
    text,
  ),
  RELAY_ORIGIN: optionalSetting(
    {
      group: "External relay",
      meaning:
        "the origin the pages' CSP `connect-src` allows for an external relay, when it differs from `RELAY_URL`'s " +
        "(e.g. the server runs with a build made elsewhere); unset means the origin of `RELAY_URL`",
    },
    httpOrigin,
  ),

  DATABASE_URL: optionalSetting(
    {
      group: "Measurement and dashboard",
      meaning:
        "`postgres://…`: the measurement store shared by every instance; unset means the embedded database in `DATA_DIR`",
    },
    serviceUrl(["postgres:", "postgresql:"], "postgres://user:pass@host:port/db or postgresql://..."),
  ),
  SITE_TIME_ZONE: setting(
    {
      group: "Measurement and dashboard",
      default: "Asia/Hong_Kong",
      meaning:
        "the agency's time zone (an IANA name): measurement's days, the visitor salt's change at midnight, the dashboard's " +
        "periods and the conversions CSV's times are in it",
    },
    (raw) =>
      isTimeZone(raw) ? raw : problem(`${shown(raw)} is not an IANA time zone (expected e.g. Asia/Hong_Kong or UTC)`),
  ),
  ANALYTICS_RETENTION_DAYS: setting(
    { group: "Measurement and dashboard", default: "395", meaning: "days page views and leads are kept" },
    days,
  ),
  ADMIN_PASSWORD: optionalSetting(
    {
      group: "Measurement and dashboard",
      meaning:
        "enables the owner's dashboard at `/admin`; at least 12 characters or the server refuses to start; " +
        "unset means every `/admin` path answers 404",
    },
    (raw) => (raw.length >= 12 ? raw : problem("shorter than 12 characters (value not shown)")),
  ),
  KEYSTATIC_GITHUB_REPO: optionalSetting(
    {
      group: "Content editor",
      meaning:
        "the GitHub repository (`owner/name`) the browser editor commits to; with the three `KEYSTATIC_` secrets below it " +
        "enables the content editor at `/keystatic` (docs/content.md); unset means every `/keystatic` and `/api/keystatic` path answers 404",
    },
    (raw) => (/^[\w.-]+\/[\w.-]+$/.test(raw) ? raw : problem(`not owner/name: ${shown(raw)}`)),
  ),
  KEYSTATIC_GITHUB_CLIENT_ID: optionalSetting(
    {
      group: "Content editor",
      meaning: "the client ID of the GitHub App the editor signs people in with (docs/content.md)",
    },
    (raw) => raw,
  ),
  KEYSTATIC_GITHUB_CLIENT_SECRET: optionalSetting(
    { group: "Content editor", meaning: "that GitHub App's client secret (value never shown)" },
    (raw) => raw,
  ),
  KEYSTATIC_SECRET: optionalSetting(
    {
      group: "Content editor",
      meaning: "a random text of at least 32 characters that signs the editor's sign-in cookies (value never shown)",
    },
    (raw) => (raw.length >= 32 ? raw : problem("shorter than 32 characters (value not shown)")),
  ),
});

export type Environment = z.output<typeof environment>;
export type VariableName = keyof typeof environment.shape;
export const variableNames = Object.keys(environment.shape) as VariableName[];

/** The documentation of one variable. */
export function docOf(name: VariableName): VariableDoc {
  const doc = variableDocs.get(environment.shape[name]);
  if (!doc) throw new Error(`${name} has no documentation`);
  return doc;
}

/** A set but empty variable (`SMTP_URL=` in an env file) means "use the default", like an unset one. */
export function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

/** The first bad variable, in the schema's order, and what is wrong with it. */
export interface EnvironmentProblem {
  variable: VariableName;
  problem: string;
}

/** Parses these variables (all by default) of an environment, in the schema's order: the values, or the first problem. */
export function parseEnvironment<K extends VariableName = VariableName>(
  env: NodeJS.ProcessEnv,
  names: readonly K[] = variableNames as K[],
): { ok: true; values: Pick<Environment, K> } | ({ ok: false } & EnvironmentProblem) {
  const values: Record<string, unknown> = {};
  for (const name of variableNames.filter((variable) => (names as readonly VariableName[]).includes(variable))) {
    const result = environment.shape[name].safeParse(read(env, name));
    if (!result.success) return { ok: false, variable: name, problem: result.error.issues[0]?.message ?? "invalid" };
    values[name] = result.data;
  }
  return { ok: true, values: values as Pick<Environment, K> };
}
