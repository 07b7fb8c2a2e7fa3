/**
 * What a refusal may be: the forms' fields and the messages their rules can show, read from the schemas, and the
 * beacon's body as the server reads it (form-events-route.ts): only those, nothing typed.
 */
import { describe, expect, it } from "vitest";
import { fieldNames } from "../relay/enquiry-forms";
import { englishOf, fieldMessage, formCatalogue, FORM_KINDS } from "./form-catalogue";
import { readFormBeacon, refusedPost } from "./form-events-route";

const body = (pairs: [string, string][]) => new URLSearchParams(pairs);

describe("the forms' catalogue of messages", () => {
  it("has every field of each form, each with the messages of its rules in both languages", () => {
    expect(FORM_KINDS).toEqual(["contact", "requirement"]);
    for (const kind of FORM_KINDS) {
      const fields = formCatalogue().get(kind)!;
      expect([...fields.keys()]).toEqual(fieldNames(kind));
      for (const messages of fields.values()) {
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) {
          expect(message.id).toMatch(/^invalid_/);
          expect(message.text.en).toBe(message.english);
          expect(message.text["zh-hk"]).not.toBe(message.english);
        }
      }
    }
  });

  it("names the requirement phone's messages by id, with their English and Chinese text", () => {
    const phone = formCatalogue().get("requirement")!.get("phone")!;
    expect(phone.map((message) => message.id)).toEqual([
      "invalid_phone_required",
      "invalid_phone_digits",
      "invalid_phone_length",
    ]);
    expect(phone[2]).toMatchObject({
      english: "Phone number must be 10 or 12 digits long",
      text: { "zh-hk": "電話號碼須為 10 或 12 位數字" },
    });
    // A message with a number in it reads as the schema writes it, in each language.
    expect(fieldMessage("contact", "message", "zh-hk", "訊息不可超過 5,000 個字元")?.english).toBe(
      "Message must be at most 5,000 characters",
    );
  });

  it("finds a message only for its own field and language, and maps an id back to English", () => {
    expect(fieldMessage("requirement", "phone", "en", "Phone number must be 10 or 12 digits long")?.id).toBe(
      "invalid_phone_length",
    );
    expect(fieldMessage("requirement", "name", "en", "Phone number must be 10 or 12 digits long")).toBeNull();
    expect(fieldMessage("requirement", "phone", "zh-hk", "Phone number must be 10 or 12 digits long")).toBeNull();
    expect(fieldMessage("contact", "phone", "en", "Phone number must be 10 or 12 digits long")).toBeNull();
    expect(fieldMessage("requirement", "website", "en", "Name is required")).toBeNull();
    expect(englishOf("requirement", "phone", "invalid_phone_length")).toBe("Phone number must be 10 or 12 digits long");
    expect(englishOf("requirement", "phone", "invalid_gone")).toBe("invalid_gone");
  });
});

describe("the form beacon's body", () => {
  it("reads a start and a refusal, its messages as ids, the same message twice as one", () => {
    expect(
      readFormBeacon(
        body([
          ["form", "contact"],
          ["language", "en"],
          ["event", "started"],
        ]),
      ),
    ).toEqual({
      form: "contact",
      language: "en",
      event: "started",
    });
    expect(
      readFormBeacon(
        body([
          ["form", "requirement"],
          ["language", "zh-hk"],
          ["event", "refused"],
          ["field", "phone"],
          ["message", "電話號碼須為 10 或 12 位數字"],
          ["field", "name"],
          ["message", "請填寫姓名"],
          ["field", "phone"],
          ["message", "電話號碼須為 10 或 12 位數字"],
        ]),
      ),
    ).toEqual({
      form: "requirement",
      language: "zh-hk",
      event: "refused",
      refusals: [
        { field: "phone", message: "invalid_phone_length" },
        { field: "name", message: "invalid_name_required" },
      ],
    });
  });

  it.each([
    [
      "an unknown form",
      [
        ["form", "newsletter"],
        ["language", "en"],
        ["event", "started"],
      ],
    ],
    [
      "an unknown language",
      [
        ["form", "contact"],
        ["language", "fr"],
        ["event", "started"],
      ],
    ],
    [
      "an unknown event",
      [
        ["form", "contact"],
        ["language", "en"],
        ["event", "sent"],
      ],
    ],
    [
      "a form named twice",
      [
        ["form", "contact"],
        ["form", "contact"],
        ["language", "en"],
        ["event", "started"],
      ],
    ],
    [
      "another field of the body",
      [
        ["form", "contact"],
        ["language", "en"],
        ["event", "started"],
        ["page", "/"],
      ],
    ],
    [
      "a start with a message",
      [
        ["form", "contact"],
        ["language", "en"],
        ["event", "started"],
        ["field", "name"],
        ["message", "Full name is required"],
      ],
    ],
    [
      "a refusal without a message",
      [
        ["form", "contact"],
        ["language", "en"],
        ["event", "refused"],
      ],
    ],
    [
      "a field without its message",
      [
        ["form", "contact"],
        ["language", "en"],
        ["event", "refused"],
        ["field", "name"],
      ],
    ],
    [
      "an unknown field",
      [
        ["form", "contact"],
        ["language", "en"],
        ["event", "refused"],
        ["field", "website"],
        ["message", "Full name is required"],
      ],
    ],
    [
      "another field's message",
      [
        ["form", "contact"],
        ["language", "en"],
        ["event", "refused"],
        ["field", "email"],
        ["message", "Full name is required"],
      ],
    ],
    [
      "a typed value as message",
      [
        ["form", "contact"],
        ["language", "en"],
        ["event", "refused"],
        ["field", "name"],
        ["message", "Zephyrine Quackenbush"],
      ],
    ],
  ] as [string, [string, string][]][])("refuses %s", (_name, pairs) => {
    expect(readFormBeacon(body(pairs))).toBeNull();
  });

  it("counts a native post's messages as the beacon would, leaving out any that is none of the field's", () => {
    expect(
      refusedPost("requirement", "en", {
        phone: "Phone number must contain only numbers",
        message: "Message is required",
        name: "something else",
      }),
    ).toEqual({
      form: "requirement",
      language: "en",
      event: "refused",
      refusals: [
        { field: "phone", message: "invalid_phone_digits" },
        { field: "message", message: "invalid_message_required" },
      ],
    });
    expect(refusedPost("contact", "en", { name: "nothing we know" })).toBeNull();
  });
});
