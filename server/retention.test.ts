import { describe, expect, it } from "vitest";
import { ConfigError } from "./config";
import { readRetention, RETENTION_SETTINGS, retentionMismatch } from "./retention";

describe("the retention the privacy page states", () => {
  it("is read through the environment's schema: its defaults, and a bad value names its variable", () => {
    expect(readRetention({})).toEqual({
      GIVE_UP_AFTER_MS: 432_000_000,
      DEAD_LETTER_DAYS: 30,
      HELD_DAYS: 30,
      ANALYTICS_RETENTION_DAYS: 395,
    });
    expect(Object.keys(readRetention({}))).toEqual([...RETENTION_SETTINGS]);
    expect(readRetention({ DEAD_LETTER_DAYS: "7" }).DEAD_LETTER_DAYS).toBe(7);
    expect(() => readRetention({ ANALYTICS_RETENTION_DAYS: "forever" })).toThrow(
      /^Invalid ANALYTICS_RETENTION_DAYS: "forever"/,
    );
  });

  it("lets the server start when its settings are what the build states, or the build states none", () => {
    const built = readRetention({ DEAD_LETTER_DAYS: "14" });
    expect(retentionMismatch(built, { DEAD_LETTER_DAYS: "14" })).toBeNull();
    expect(retentionMismatch(undefined, { DEAD_LETTER_DAYS: "99" })).toBeNull();
  });

  it("stops the server naming the first setting that differs, with both values", () => {
    const built = readRetention({});
    const mismatch = retentionMismatch(built, { ANALYTICS_RETENTION_DAYS: "730", DEAD_LETTER_DAYS: "60" });
    expect(mismatch).toBeInstanceOf(ConfigError);
    expect(mismatch?.message).toBe(
      "Invalid DEAD_LETTER_DAYS: 60, but the privacy page of this build states 30: " +
        "build the site with the same value (npm run build), or set it back",
    );
    expect(retentionMismatch(built, { GIVE_UP_AFTER_MS: "86400000" })?.message).toMatch(/^Invalid GIVE_UP_AFTER_MS: /);
  });
});
