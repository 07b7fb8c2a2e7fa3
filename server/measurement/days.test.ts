/**
 * Local days, the salts kept across midnight and the CSV's cells, without a database.
 */
import { describe, expect, it } from "vitest";
import { hasAttribution, hasAttributionSql } from "./attribution";
import { LocalDays, localDay, startOfDay, zonedTime } from "./days";
import { csvField } from "./queries";
import { MemorySalt } from "./visitor";

describe("local days", () => {
  it("begin at local midnight, Hong Kong's by default, and across a clock change elsewhere", () => {
    expect(localDay(Date.parse("2026-11-25T15:59:59Z"), "Asia/Hong_Kong")).toBe("2026-11-25");
    expect(localDay(Date.parse("2026-11-25T16:00:00Z"), "Asia/Hong_Kong")).toBe("2026-11-26");
    expect(startOfDay("2026-11-26", "Asia/Hong_Kong").toISOString()).toBe("2026-11-25T16:00:00.000Z");
    expect(startOfDay("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDay("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    const days = new LocalDays("Asia/Hong_Kong");
    expect(days.of(Date.parse("2026-11-25T16:00:00Z"))).toMatchObject({
      day: "2026-11-26",
      start: Date.parse("2026-11-25T16:00:00Z"),
    });
    expect(days.of(Date.parse("2026-11-25T15:00:00Z")).day).toBe("2026-11-25");
  });

  it("write a time with its offset as Google Ads reads it", () => {
    expect(zonedTime(Date.parse("2026-11-25T01:14:03Z"), "Asia/Hong_Kong")).toBe("2026-11-25 09:14:03+08:00");
    expect(zonedTime(Date.parse("2026-07-01T12:00:00Z"), "America/New_York")).toBe("2026-07-01 08:00:00-04:00");
    expect(zonedTime(Date.parse("2026-07-01T12:00:00Z"), "Asia/Kolkata")).toBe("2026-07-01 17:30:00+05:30");
  });
});

describe("the salts in memory", () => {
  it("keep yesterday's through today, then forget it", async () => {
    const salts = new MemorySalt();
    const monday = await salts.saltOf("2026-11-23");
    const tuesday = await salts.saltOf("2026-11-24");
    expect(await salts.saltOf("2026-11-23")).toBe(monday);
    expect(tuesday).not.toEqual(monday);
    await salts.saltOf("2026-11-25");
    expect(await salts.saltOf("2026-11-24")).toBe(tuesday);
    expect(await salts.saltOf("2026-11-23")).not.toEqual(monday);
  });
});

describe("the attribution rule", () => {
  it("is one list of columns in TypeScript and in SQL: utm_term or utm_content alone is no attribution", () => {
    expect(hasAttribution({ utm: { utm_term: "agency", utm_content: "ad1" }, clickId: null, referrerHost: null })).toBe(
      false,
    );
    expect(hasAttribution({ utm: { utm_medium: "email" }, clickId: null, referrerHost: null })).toBe(true);
    expect(hasAttribution({ utm: {}, clickId: { type: "gclid", value: "x" }, referrerHost: null })).toBe(true);
    expect(hasAttribution({ utm: {}, clickId: null, referrerHost: "google.com" })).toBe(true);
    expect(hasAttributionSql("p")).toBe(
      "(p.referrer_host IS NOT NULL OR p.utm_source IS NOT NULL OR p.utm_medium IS NOT NULL OR p.utm_campaign IS NOT NULL OR p.click_id IS NOT NULL)",
    );
  });
});

describe("a CSV cell", () => {
  it("that a spreadsheet would run as a formula gets a quote mark and quotes", () => {
    for (const value of ["=1+1", "+1", "-A1", "@SUM(A1)", "\tx", "\rx"]) expect(csvField(value)).toBe(`"'${value}"`);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("Cj0KCQ-test_1")).toBe("Cj0KCQ-test_1");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("")).toBe("");
  });
});
