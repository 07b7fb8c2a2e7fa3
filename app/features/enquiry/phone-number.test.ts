import { describe, expect, it } from "vitest";
import metadata from "libphonenumber-js/min/metadata";
import { buildContactEmail, contactSchema } from "./contact-schema";
import { chinese, english } from "./form-test-utils";
import type { FormLanguage } from "./field-rules";
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneLines, phoneShape } from "./phone-number";
import { isRefused, phoneSamples, type PhoneAnswer } from "../../../server/testing/phone-samples";
import { isMobileNumber } from "./phone-type.server";
import { buildRequirementEmail, requirementSchema } from "./requirement-schema";

const forms = {
  contact: (language: FormLanguage) => contactSchema(language, ["Web Development"]).shape.phone,
  requirement: (language: FormLanguage) => requirementSchema(language).shape.phone,
};

/** What a form's phone field answers in a language: its message, or the e-mail's phone lines (as the server writes them). */
function answer(form: keyof typeof forms, language: FormLanguage, typed: string) {
  const parsed = forms[form](language).safeParse(typed);
  if (!parsed.success) return { message: parsed.error.issues[0]?.message };
  return { lines: phoneLines(parsed.data, isMobileNumber).map(([label, value]) => `${label}: ${value}`) };
}

const expected = (want: PhoneAnswer, language: FormLanguage) =>
  isRefused(want) ? { message: language.messages[want.refused] } : { lines: want.lines };

describe("the phone rule, on both forms, in both languages", () => {
  for (const language of [english, chinese]) {
    describe(language.locale, () => {
      it.each(phoneSamples)("$typed", (sample) => {
        expect(answer("contact", language, sample.typed), "contact form").toEqual(expected(sample.contact, language));
        expect(answer("requirement", language, sample.typed), "requirement form").toEqual(
          expected(sample.requirement, language),
        );
      });
    });
  }

  it("keeps the spec's messages word for word", () => {
    expect(answer("requirement", english, "abc")).toEqual({ message: "Phone number must contain only numbers" });
    expect(answer("requirement", english, "12345")).toEqual({ message: "Phone number must be 10 or 12 digits long" });
    expect(answer("contact", english, "12345")).toEqual({ message: "Entered phone number is invalid" });
    expect(answer("requirement", chinese, "abc")).toEqual({ message: "電話號碼只可包含數字" });
  });
});

describe("the e-mail's phone lines", () => {
  it("carry the number dialled from abroad, what was typed, and the links, in both forms' e-mails", () => {
    const contact = buildContactEmail(
      {
        name: "Jane",
        email: "jane@example.com",
        phone: "9123 4567",
        subject: "Hello",
        service: "Web Development",
        message: "Hi",
      },
      isMobileNumber,
    );
    const requirement = buildRequirementEmail(
      {
        name: "Sam",
        email: "sam@example.com",
        phone: "9123 4567",
        service: "ai-ml",
        budget: "500-1000",
        message: "Hi",
      },
      english,
      isMobileNumber,
    );
    for (const { body } of [contact, requirement]) {
      expect(body).toContain(
        "\nPhone: +852 9123 4567 (typed: 9123 4567)\nCall: tel:+85291234567\nWhatsApp: https://wa.me/85291234567\n",
      );
    }
  });

  it("leave the WhatsApp link to the server, which alone knows a mobile from a fixed line", () => {
    expect(phoneLines("9123 4567")).toEqual([
      ["Phone", "+852 9123 4567 (typed: 9123 4567)"],
      ["Call", "tel:+85291234567"],
    ]);
  });
});

describe("the native pattern's count of digits", () => {
  it("spans every valid number's length in every plan, and the spec's rules", () => {
    let fewest = Infinity;
    let most = 0;
    for (const [code, countries] of Object.entries(metadata.country_calling_codes)) {
      for (const country of countries) {
        const lengths = (metadata.countries as Record<string, unknown[]>)[country]?.[3] as number[] | undefined;
        for (const length of lengths ?? []) {
          fewest = Math.min(fewest, code.length + length);
          most = Math.max(most, code.length + length);
        }
      }
    }
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([fewest, most]);
    expect(phoneShape.test("00852 9123 4567")).toBe(true);
    expect(phoneShape.test("+123456789012345")).toBe(true);
  });
});
