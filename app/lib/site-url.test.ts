import { describe, expect, it } from "vitest";
import { siteUrlFromEnv } from "./site-url";

describe("siteUrlFromEnv", () => {
  it("defaults to the local server", () => {
    expect(siteUrlFromEnv(undefined)).toBe("http://localhost:3000");
    expect(siteUrlFromEnv("  ")).toBe("http://localhost:3000");
  });

  it("drops a trailing slash so paths can be appended", () => {
    expect(siteUrlFromEnv("https://www.example.com/")).toBe("https://www.example.com");
  });

  it("refuses a malformed value with one line naming the variable", () => {
    expect(() => siteUrlFromEnv("example.com")).toThrow(/^Invalid SITE_URL: "example.com"/);
    expect(() => siteUrlFromEnv("ftp://example.com")).toThrow(/Invalid SITE_URL/);
  });
});
