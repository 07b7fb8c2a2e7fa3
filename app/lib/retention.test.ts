import { describe, expect, it } from "vitest";
import { formatRetention, statedPeriods } from "./retention";

describe("a retention period as the privacy page writes it", () => {
  it("writes days in the page's language", () => {
    expect(formatRetention("DEAD_LETTER_DAYS", 30, "en")).toBe("30 days");
    expect(formatRetention("DEAD_LETTER_DAYS", 1, "en")).toBe("1 day");
    expect(formatRetention("ANALYTICS_RETENTION_DAYS", 395, "zh-hk")).toBe("395 日");
  });

  it("writes a setting in milliseconds in whole days, else in hours rounded up", () => {
    expect(formatRetention("GIVE_UP_AFTER_MS", 432_000_000, "en")).toBe("5 days");
    expect(formatRetention("GIVE_UP_AFTER_MS", 432_000_000, "zh-hk")).toBe("5 日");
    expect(formatRetention("GIVE_UP_AFTER_MS", 5_400_000, "en")).toBe("2 hours");
    expect(formatRetention("GIVE_UP_AFTER_MS", 3_600_000, "zh-hk")).toBe("1 小時");
  });
});

describe("the periods the build states", () => {
  const periods = [
    { id: "undelivered", setting: "DEAD_LETTER_DAYS", text: "kept {duration}" },
    { id: "held", setting: "HELD_DAYS", text: "held {duration}" },
  ];

  it("are those of the build's settings, each with its value (the server's defaults in tests)", () => {
    expect(statedPeriods(periods)).toEqual([
      { ...periods[0], value: 30 },
      { ...periods[1], value: 30 },
    ]);
  });

  it("include a setting once the build states it", () => {
    expect(statedPeriods(periods, { DEAD_LETTER_DAYS: 7, HELD_DAYS: 30 })).toEqual([
      { ...periods[0], value: 7 },
      { ...periods[1], value: 30 },
    ]);
  });
});
