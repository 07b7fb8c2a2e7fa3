/** The spam signals one by one, and the memory of a message sent from several addresses. */
import { describe, expect, it } from "vitest";
import { MemoryRepeatTracker, normaliseMessage, REPEAT_WINDOW_MS } from "./repeat-tracker";
import { countLinks, isDisposableAddress, mostlyForeignScript, spamSignals } from "./spam-signals";

const person = { website: "", elapsedMs: 9000, email: "mei.ho@example.com", message: "We need a new website." };

describe("spam signals", () => {
  it("finds none in a person's enquiry, in English, in Chinese, or both, with a link or two", () => {
    for (const message of [
      "We need a new website, like https://example.com/shop.",
      "我們需要一個新網站，參考 www.example.hk 和 https://example.com 。",
      "想了解 AI 客服（中英對照）: call 6123 4567!",
      "Zoë's café — naïve résumé façade",
      "12345 !!! ???",
    ])
      expect(spamSignals({ ...person, message }), message).toEqual([]);
    expect(spamSignals({ ...person, elapsedMs: undefined })).toEqual([]);
  });

  it("names each signal it finds, in order", () => {
    expect(spamSignals({ ...person, website: "Mei Ling Ho" })).toEqual(["honeypot"]);
    expect(spamSignals({ ...person, elapsedMs: 1999 })).toEqual(["too-fast"]);
    expect(spamSignals({ ...person, email: "x@mailinator.com" })).toEqual(["disposable-email"]);
    expect(spamSignals({ ...person, message: "http://a.example https://b.example www.c.example" })).toEqual(["links"]);
    expect(spamSignals({ ...person, message: "Здравствуйте, продвижение сайтов" })).toEqual(["script"]);
    expect(
      spamSignals({
        website: "x",
        elapsedMs: 5,
        email: "a@mailinator.com",
        message: "Здравствуйте, продвижение: http://a http://b http://c",
      }),
    ).toEqual(["honeypot", "too-fast", "disposable-email", "links", "script"]);
  });

  it("knows disposable domains from the maintained list, and the domains under them", () => {
    expect(isDisposableAddress("someone@mailinator.com")).toBe(true);
    expect(isDisposableAddress("someone@MAILINATOR.COM")).toBe(true);
    expect(isDisposableAddress("someone@inbox.mailinator.com")).toBe(true);
    expect(isDisposableAddress("someone@gmail.com")).toBe(false);
    expect(isDisposableAddress("someone@example.com.hk")).toBe(false);
    expect(isDisposableAddress("someone@com")).toBe(false);
  });

  it("counts links with a scheme or www", () => {
    expect(countLinks("see https://a.example/x?y=1, http://b.example and www.c.example")).toBe(3);
    expect(countLinks("example.com and mailto:a@b.example")).toBe(0);
  });

  it("counts letters only when it judges the script", () => {
    // Latin and Han are served; digits, signs and spaces are not letters.
    expect(mostlyForeignScript("Привет, 2024!!! 100% ok")).toBe(true);
    expect(mostlyForeignScript("مرحبا hello world")).toBe(false);
    expect(mostlyForeignScript("مرحبا بكم hi")).toBe(true);
    expect(mostlyForeignScript("你好，我們想做網站 Привет")).toBe(false);
    expect(mostlyForeignScript("你好 Привет")).toBe(true);
    expect(mostlyForeignScript("สวัสดีครับ")).toBe(true);
    expect(mostlyForeignScript("2024 !!!")).toBe(false);
  });
});

describe("the memory of repeated messages", () => {
  it("counts the addresses a message came from within the hour, the message normalised", async () => {
    const tracker = new MemoryRepeatTracker();
    const t0 = 1_000_000;
    expect(await tracker.addressesFor("Buy followers now", "a@example.org", t0)).toBe(1);
    expect(await tracker.addressesFor("buy  FOLLOWERS\nnow ", "A@example.org", t0 + 1)).toBe(1);
    expect(await tracker.addressesFor("Buy followers now", "b@example.org", t0 + 2)).toBe(2);
    expect(await tracker.addressesFor("Something else", "c@example.org", t0 + 3)).toBe(1);
    expect(await tracker.addressesFor("Buy followers now", "c@example.org", t0 + 4)).toBe(3);
    // An hour after the first two, only the last counts with the new one.
    expect(await tracker.addressesFor("Buy followers now", "d@example.org", t0 + REPEAT_WINDOW_MS + 3)).toBe(2);
  });

  it("normalises width, case and white space", () => {
    expect(normaliseMessage("  Ｈｅｌｌｏ\n\t World ")).toBe("hello world");
  });
});
