import { describe, expect, it } from "vitest";
import { phoneDisplay, site, telUrl, whatsappUrl } from "./site";

describe("the agency's facts (content/agency.json)", () => {
  it("derives the links and the sender label from the facts", () => {
    expect(telUrl).toBe(`tel:${site.phone.dial}`);
    expect(whatsappUrl).toMatch(/^https:\/\/wa\.me\/[1-9]\d+$/);
    expect(site.senderLabel).toBe(`${site.brand} Website`);
  });

  it.each([
    ["+85251234567", "+852 5123 4567"],
    ["+442079460000", "+44 20 7946 0000"],
    ["+14155550123", "+1 41 5555 0123"],
    ["+8613912345678", "+86 139 1234 5678"],
  ])("writes %s as %s", (e164, shown) => {
    expect(phoneDisplay(e164)).toBe(shown);
  });
});
