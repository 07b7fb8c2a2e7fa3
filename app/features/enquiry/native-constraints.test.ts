import { describe, expect, it } from "vitest";
import type { z } from "../../../shared/zod";
import { contactConstraints, contactSchema as contactSchemaIn } from "./contact-schema";
import { english } from "./form-test-utils";
import { htmlPattern, type NativeConstraints } from "./native-constraints";
import { requirementConstraints, requirementSchema as requirementSchemaIn } from "./requirement-schema";

const contactSchema = contactSchemaIn(english, ["Web Development"]);
const requirementSchema = requirementSchemaIn(english);

/** What the browser's constraint validation decides for a value typed into a control with these constraints. */
function browserAccepts(constraints: NativeConstraints, value: string): boolean {
  if (value === "") return !constraints.required;
  if (constraints.maxLength !== undefined && value.length > constraints.maxLength) return false;
  // The browser anchors the pattern and compiles it with the v flag.
  return constraints.pattern === undefined || new RegExp(`^(?:${constraints.pattern})$`, "v").test(value);
}

const schemaAccepts = (field: z.ZodType, value: string) => field.safeParse(value).success;

const samples = {
  contactEmail: [
    "jane@example.com",
    "jane.chan@mail.example.co.uk",
    "j_chan-2@example-mail.com",
    "jane+hk@example.agency",
    "jane",
    "jane@",
    "@example.com",
    "jane@example",
    "jane@example.c",
    "jane..chan@example.com",
    "jane@@example.com",
    "jane chan@example.com",
    "jane@.com",
    "-jane@example.com",
  ],
  contactPhone: [
    "1234567890",
    "123456789012345",
    "+1234567890",
    "+123456789012345",
    "123456789",
    "1234567890123456",
    "+852 5123 4567",
    "852-5123-45678",
    "9123 4567",
    "(852) 9123.4567",
    "00852 9123 4567",
    "+44 7911 123456",
    "+1 (415) 555-2671",
    "85251234abc",
    "8525+1234567",
    "++85251234567",
  ],
  requirementEmail: [
    "sam@example.com",
    "sam.wong+web@example.co.uk",
    "SAM_W%1@Example-Mail.COM",
    "sam",
    "sam@",
    "@example.com",
    "sam@example",
    "sam@example.c",
    "sam wong@example.com",
    "sam@exa mple.com",
  ],
  requirementPhone: [
    "1234567890",
    "123456789012",
    "12345678901",
    "123456789",
    "1234567890123",
    "12345abcde",
    "+123456789012",
    "12 3456 7890",
    "9123 4567",
    "+852 9123 4567",
    "2123-4567",
    "+61 412 345 678",
    "9123 4567 ext 2",
    "9123#4567",
  ],
};

describe("native constraints mirror the schemas", () => {
  it.each([
    ["contact email", contactConstraints.email, contactSchema.shape.email, samples.contactEmail],
    ["requirement email", requirementConstraints.email, requirementSchema.shape.email, samples.requirementEmail],
  ] as const)("the browser and the schema agree on every %s sample", (_, constraints, field, values) => {
    for (const value of values) expect(browserAccepts(constraints, value), value).toBe(schemaAccepts(field, value));
  });

  // Which numbers are valid is the numbering plans' call (phone-number.ts), which no pattern can copy: the pattern
  // lets every accepted number through, and stops what has letters or symbols or too few or too many digits.
  it.each([
    ["contact phone", contactConstraints.phone, contactSchema.shape.phone, samples.contactPhone],
    ["requirement phone", requirementConstraints.phone, requirementSchema.shape.phone, samples.requirementPhone],
  ] as const)("the browser never refuses a %s the schema accepts", (_, constraints, field, values) => {
    for (const value of values)
      if (schemaAccepts(field, value)) expect(browserAccepts(constraints, value), value).toBe(true);
  });

  it.each([
    ["contact phone", contactConstraints.phone, contactSchema.shape.phone],
    ["requirement phone", requirementConstraints.phone, requirementSchema.shape.phone],
  ] as const)("the browser refuses a %s with letters, symbols or a wrong count of digits", (_, constraints, field) => {
    for (const value of ["85251234abc", "9123#4567", "8525+1234567", "++85251234567", "12345", "1".repeat(20)]) {
      expect(browserAccepts(constraints, value), value).toBe(false);
      expect(schemaAccepts(field, value), value).toBe(false);
    }
  });

  it("every field is required, as in the schemas", () => {
    for (const [name, constraints] of Object.entries({ ...contactConstraints, ...requirementConstraints })) {
      expect(constraints.required, name).toBe(true);
    }
  });

  it("the length limits are the schemas' limits", () => {
    const longest = (length: number, name: string) =>
      name === "email" ? `${"a".repeat(length - "@example.com".length)}@example.com` : "a".repeat(length);
    for (const [constraints, schema] of [
      [contactConstraints, contactSchema],
      [requirementConstraints, requirementSchema],
    ] as const) {
      for (const [name, { maxLength }] of Object.entries(constraints as Record<string, NativeConstraints>)) {
        if (maxLength === undefined) continue;
        const field = schema.shape[name as keyof typeof schema.shape] as z.ZodType;
        expect(schemaAccepts(field, longest(maxLength, name)), `${name} at its limit`).toBe(true);
        expect(schemaAccepts(field, longest(maxLength + 1, name)), `${name} over its limit`).toBe(false);
      }
    }
  });
});

describe("htmlPattern", () => {
  it("drops the anchors the browser adds itself", () => {
    expect(htmlPattern(/^\+?\d{10,15}$/)).toBe("\\+?\\d{10,15}");
  });

  it("refuses a pattern the browser would ignore or read differently", () => {
    expect(() => htmlPattern(/^[a-z]+$/i)).toThrow(/no flags/);
    expect(() => htmlPattern(/\d+/)).toThrow(/anchored/);
    // An unescaped hyphen in a class is a syntax error under the v flag: the browser would drop the whole pattern.
    expect(() => htmlPattern(/^[.+-]$/)).toThrow();
  });
});
