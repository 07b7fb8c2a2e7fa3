import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../shared/site";
import { ConfigError, loadConfig, loadQueueSettings } from "./config";
import { docOf, variableNames } from "./env";

function errorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", { timeout: 5000 }, () => {
  it("has the contract's defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      siteUrl: "http://localhost:3000",
      mailTo: [site.email],
      mailFrom: `no-reply@${site.email.split("@")[1]}`,
      smtpUrl: null,
      outboxDir: resolve("outbox"),
      rateLimit: { max: 5, windowMs: 600_000, globalMax: 100 },
      dataDir: resolve("data"),
      spoolDir: resolve("data/spool"),
      redisUrl: null,
      retry: { firstMs: 30_000, maxMs: 900_000, giveUpAfterMs: 432_000_000 },
      deadLetterDays: 30,
      held: { days: 30, max: 10_000 },
      alertWebhookUrl: null,
      smtpTimeoutMs: 30_000,
      trustProxy: false,
      relayOrigin: null,
      databaseUrl: null,
      analyticsRetentionDays: 395,
      siteTimeZone: "Asia/Hong_Kong",
      adminPassword: null,
      editor: null,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      SITE_URL: "https://www.example.com/",
      MAIL_TO: `a@example.com, ${site.email.toUpperCase()}`,
      MAIL_FROM: "robot@example.com",
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      OUTBOX_DIR: "/tmp/out",
      RATE_LIMIT_MAX: "10",
      RATE_LIMIT_WINDOW_MS: "60000",
      RATE_LIMIT_GLOBAL_MAX: "50",
      SPOOL_DIR: "/var/spool/site",
      REDIS_URL: "redis://:secret@redis.internal:6380/2",
      RETRY_FIRST_MS: "1000",
      RETRY_MAX_MS: "60000",
      GIVE_UP_AFTER_MS: "86400000",
      SMTP_TIMEOUT_MS: "5000",
      TRUST_PROXY: "10.0.0.5, 10.1.0.0/16, ::1, loopback",
      RELAY_ORIGIN: "https://relay.example.com/anything",
      DATA_DIR: "/srv/site-data",
      DEAD_LETTER_DAYS: "7",
      HELD_DAYS: "14",
      HELD_MAX: "500",
      ALERT_WEBHOOK_URL: "https://hooks.example.com/services/T0/B0/secret",
      DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
      ANALYTICS_RETENTION_DAYS: "90",
      SITE_TIME_ZONE: "Europe/London",
      ADMIN_PASSWORD: "correct horse battery",
    });
    expect(config).toEqual({
      port: 8080,
      host: "0.0.0.0",
      siteUrl: "https://www.example.com",
      mailTo: ["a@example.com", site.email.toUpperCase()],
      mailFrom: "robot@example.com",
      smtpUrl: "smtps://user:secret@mail.example.com:465",
      outboxDir: "/tmp/out",
      rateLimit: { max: 10, windowMs: 60_000, globalMax: 50 },
      dataDir: "/srv/site-data",
      spoolDir: "/var/spool/site",
      redisUrl: "redis://:secret@redis.internal:6380/2",
      retry: { firstMs: 1000, maxMs: 60_000, giveUpAfterMs: 86_400_000 },
      deadLetterDays: 7,
      held: { days: 14, max: 500 },
      alertWebhookUrl: "https://hooks.example.com/services/T0/B0/secret",
      smtpTimeoutMs: 5000,
      trustProxy: ["10.0.0.5", "10.1.0.0/16", "::1", "loopback"],
      relayOrigin: "https://relay.example.com",
      databaseUrl: "postgres://site:secret@db.internal:5432/site",
      analyticsRetentionDays: 90,
      siteTimeZone: "Europe/London",
      adminPassword: "correct horse battery",
      editor: null,
    });
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("takes the relay origin from RELAY_ORIGIN, else from the build's RELAY_URL", () => {
    expect(loadConfig({ RELAY_URL: "https://relay.example.com/send-email" }).relayOrigin).toBe(
      "https://relay.example.com",
    );
    expect(loadConfig({ RELAY_URL: "https://a.example", RELAY_ORIGIN: "https://b.example" }).relayOrigin).toBe(
      "https://b.example",
    );
    expect(loadConfig({ RELAY_URL: "" }).relayOrigin).toBeNull();
  });

  it("keeps the spool in DATA_DIR unless SPOOL_DIR says otherwise, as absolute paths", () => {
    expect(loadConfig({ DATA_DIR: "/srv/site-data" })).toMatchObject({
      dataDir: "/srv/site-data",
      spoolDir: "/srv/site-data/spool",
    });
    expect(loadConfig({ DATA_DIR: "state" })).toMatchObject({
      dataDir: resolve("state"),
      spoolDir: resolve("state/spool"),
    });
    expect(loadConfig({ DATA_DIR: "/srv/site-data", SPOOL_DIR: "spool" }).spoolDir).toBe(resolve("spool"));
    expect(loadQueueSettings({ DATA_DIR: "/srv/site-data" })).toMatchObject({
      spoolDir: "/srv/site-data/spool",
      redisUrl: null,
    });
    // The operator's command opens the queue with the server's own retry and lock settings.
    expect(loadQueueSettings({ RETRY_FIRST_MS: "1000", RETRY_MAX_MS: "2000", SMTP_TIMEOUT_MS: "5000" })).toMatchObject({
      retry: { firstMs: 1000, maxMs: 2000, giveUpAfterMs: 432_000_000 },
      smtpTimeoutMs: 5000,
    });
  });

  it("lets the mail command start whatever is wrong with variables it does not read", () => {
    expect(loadQueueSettings({ PORT: "abc", SPOOL_DIR: "/var/spool/site" }).spoolDir).toBe("/var/spool/site");
    expect(() => loadQueueSettings({ DATA_DIR: "/srv", REDIS_URL: "redis:6379" })).toThrow(/^Invalid REDIS_URL: /);
  });

  it("changes nothing when every variable is set to its documented default", () => {
    const defaults = Object.fromEntries(
      variableNames.flatMap((name) => {
        const value = docOf(name).default;
        return value === undefined ? [] : [[name, value]];
      }),
    );
    expect(Object.keys(defaults)).toContain("DEAD_LETTER_DAYS");
    expect(loadConfig(defaults)).toEqual(loadConfig({}));
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ SMTP_URL: "", PORT: " " })).toMatchObject({ smtpUrl: null, port: 3000 });
  });

  it.each([
    ["PORT", "abc", 'Invalid PORT: "abc" is not a port number (1-65535)'],
    ["PORT", "0", 'Invalid PORT: "0" is not a port number (1-65535)'],
    ["PORT", "70000", 'Invalid PORT: "70000" is not a port number (1-65535)'],
    ["PORT", "80.5", 'Invalid PORT: "80.5" is not a port number (1-65535)'],
    ["HOST", "local host", 'Invalid HOST: "local host" is not a host name or address'],
    ["SITE_URL", "example.com", 'Invalid SITE_URL: "example.com" is not an http(s) URL'],
    ["SITE_URL", "ftp://example.com", 'Invalid SITE_URL: "ftp://example.com" is not an http(s) URL'],
    [
      "MAIL_TO",
      `${site.email},nobody`,
      'Invalid MAIL_TO: "nobody" is not an e-mail address (expected a comma-separated list)',
    ],
    [
      "MAIL_TO",
      "a@example.com,,b@example.com",
      'Invalid MAIL_TO: "" is not an e-mail address (expected a comma-separated list)',
    ],
    ["MAIL_FROM", "Robot <r@example.com>", 'Invalid MAIL_FROM: "Robot <r@example.com>" is not an e-mail address'],
    ["RATE_LIMIT_MAX", "0", 'Invalid RATE_LIMIT_MAX: "0" is not a whole number of requests (at least 1)'],
    ["RATE_LIMIT_MAX", "five", 'Invalid RATE_LIMIT_MAX: "five" is not a whole number of requests (at least 1)'],
    [
      "RATE_LIMIT_WINDOW_MS",
      "-1",
      'Invalid RATE_LIMIT_WINDOW_MS: "-1" is not a window in milliseconds (1000-86400000)',
    ],
    ["RELAY_ORIGIN", "relay", 'Invalid RELAY_ORIGIN: "relay" is not an http(s) URL'],
    ["RELAY_URL", "/send-email", 'Invalid RELAY_URL: "/send-email" is not an http(s) URL'],
    ["RATE_LIMIT_GLOBAL_MAX", "0", 'Invalid RATE_LIMIT_GLOBAL_MAX: "0" is not a whole number of requests (at least 1)'],
    ["RETRY_FIRST_MS", "soon", 'Invalid RETRY_FIRST_MS: "soon" is not a delay in milliseconds (1-86400000)'],
    ["RETRY_MAX_MS", "10", 'Invalid RETRY_MAX_MS: "10" is shorter than RETRY_FIRST_MS (30000)'],
    ["GIVE_UP_AFTER_MS", "5d", 'Invalid GIVE_UP_AFTER_MS: "5d" is not an age in milliseconds (1-31536000000)'],
    ["SMTP_TIMEOUT_MS", "50", 'Invalid SMTP_TIMEOUT_MS: "50" is not a timeout in milliseconds (100-600000)'],
    [
      "TRUST_PROXY",
      "true",
      'Invalid TRUST_PROXY: "true" is not a number of proxy hops, an address or a subnet (expected e.g. 1 or 10.0.0.5, 10.1.0.0/16)',
    ],
    [
      "TRUST_PROXY",
      "10.0.0.0/33",
      'Invalid TRUST_PROXY: "10.0.0.0/33" is not a number of proxy hops, an address or a subnet (expected e.g. 1 or 10.0.0.5, 10.1.0.0/16)',
    ],
    ["TRUST_PROXY", "0", 'Invalid TRUST_PROXY: "0" is not a number of proxy hops (1-10) or a list of addresses'],
    ["DEAD_LETTER_DAYS", "0", 'Invalid DEAD_LETTER_DAYS: "0" is not a number of days (1-3650)'],
    ["DEAD_LETTER_DAYS", "3651", 'Invalid DEAD_LETTER_DAYS: "3651" is not a number of days (1-3650)'],
    ["DEAD_LETTER_DAYS", "1.5", 'Invalid DEAD_LETTER_DAYS: "1.5" is not a number of days (1-3650)'],
    ["HELD_DAYS", "0", 'Invalid HELD_DAYS: "0" is not a number of days (1-3650)'],
    ["HELD_MAX", "0", 'Invalid HELD_MAX: "0" is not a count (1-1000000)'],
    ["HELD_MAX", "many", 'Invalid HELD_MAX: "many" is not a count (1-1000000)'],
    [
      "ANALYTICS_RETENTION_DAYS",
      "a year",
      'Invalid ANALYTICS_RETENTION_DAYS: "a year" is not a number of days (1-3650)',
    ],
    [
      "SITE_TIME_ZONE",
      "Hong Kong",
      'Invalid SITE_TIME_ZONE: "Hong Kong" is not an IANA time zone (expected e.g. Asia/Hong_Kong or UTC)',
    ],
  ])("%s=%j gives one line naming it", (variable, value, message) => {
    const error = errorOf({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toBe(message);
    expect(error.message).not.toContain("\n");
  });

  describe("settings that would lose enquiries without anyone noticing", () => {
    it("refuses production without SMTP_URL, unless OUTBOX_DIR makes the outbox a deliberate choice", () => {
      const error = errorOf({ NODE_ENV: "production" });
      expect(error.variable).toBe("SMTP_URL");
      expect(error.message).toBe(
        "Invalid SMTP_URL: unset, but NODE_ENV=production needs a mail server (set OUTBOX_DIR to keep enquiries as .eml files on purpose)",
      );
      expect(loadConfig({ NODE_ENV: "production", OUTBOX_DIR: "/srv/outbox" }).outboxDir).toBe("/srv/outbox");
      expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com:587" }).smtpUrl).toBe(
        "smtp://mail.example.com:587",
      );
      expect(loadConfig({ NODE_ENV: "development" }).smtpUrl).toBeNull();
    });

    it("refuses a MAIL_TO without the address the forms send to", () => {
      const error = errorOf({ MAIL_TO: "sales@example.com, support@example.com" });
      expect(error.variable).toBe("MAIL_TO");
      expect(error.message).toBe(
        `Invalid MAIL_TO: "sales@example.com, support@example.com" does not include ${site.email}, the address the site's forms send to`,
      );
    });
  });

  it.each(["redis://", "http://redis:6379", "redis:6379", "redis://:hunter2@"])(
    "refuses REDIS_URL=%j without echoing it",
    (value) => {
      const error = errorOf({ REDIS_URL: value });
      expect(error.variable).toBe("REDIS_URL");
      expect(error.message).not.toContain("hunter2");
      expect(error.message).not.toContain("\n");
    },
  );

  it.each(["http://mail.example.com", "mail.example.com:25", "smtp://", "smtp://user:hunter2@"])(
    "refuses SMTP_URL=%j without echoing it (it may hold a password)",
    (value) => {
      const error = errorOf({ SMTP_URL: value });
      expect(error.variable).toBe("SMTP_URL");
      expect(error.message).toMatch(/^Invalid SMTP_URL: /);
      expect(error.message).not.toContain("\n");
      expect(error.message).not.toContain("hunter2");
    },
  );

  it.each(["hooks.example.com/T0/secret", "ftp://hooks.example.com/secret", "https://"])(
    "refuses ALERT_WEBHOOK_URL=%j without echoing it (its path is its secret)",
    (value) => {
      const error = errorOf({ ALERT_WEBHOOK_URL: value });
      expect(error.variable).toBe("ALERT_WEBHOOK_URL");
      expect(error.message).toBe(
        "Invalid ALERT_WEBHOOK_URL: expected an http(s) URL (value not shown, it may hold a secret)",
      );
    },
  );

  it.each(["mysql://db/site", "postgres//db", "http://user:hunter2@db/site"])(
    "refuses DATABASE_URL=%j without echoing it",
    (value) => {
      const error = errorOf({ DATABASE_URL: value });
      expect(error.variable).toBe("DATABASE_URL");
      expect(error.message).toMatch(
        /^Invalid DATABASE_URL: expected postgres:\/\/.*\(value not shown, it may hold a password\)$/,
      );
      expect(error.message).not.toContain("hunter2");
    },
  );

  it("refuses an ADMIN_PASSWORD under 12 characters without echoing it", () => {
    const error = errorOf({ ADMIN_PASSWORD: "hunter2hunt" });
    expect(error.message).toBe("Invalid ADMIN_PASSWORD: shorter than 12 characters (value not shown)");
    expect(loadConfig({ ADMIN_PASSWORD: "hunter2hunte" }).adminPassword).toBe("hunter2hunte");
  });

  it("keeps a message with a line break in the value on one line", () => {
    const error = errorOf({ PORT: "80\n81" });
    expect(error.message).toBe('Invalid PORT: "80\\n81" is not a port number (1-65535)');
  });
});
