import { describe, expect, it } from "vitest";
import {
  buildRequirementEmail,
  requirementBudgets,
  requirementDefaults,
  requirementSchema,
  requirementServices,
  type RequirementFormInput,
} from "./requirement-schema";
import { chinese, english } from "./form-test-utils";

const schema = requirementSchema(english);

const valid: RequirementFormInput = {
  name: "Sam Wong",
  email: "sam.wong+web@example.com",
  phone: "5123456789",
  service: "ai-ml",
  budget: "1000-5000",
  message: "A support chatbot for our shop.",
};

function messages(input: Partial<RequirementFormInput>) {
  const result = schema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("requirementSchema", () => {
  it("accepts a complete requirement", () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it("gives every empty field its required message, and only that one", () => {
    const result = schema.safeParse(requirementDefaults);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "Name is required"],
      ["email", "Email is required"],
      ["phone", "Phone number is required"],
      ["service", "Service is required"],
      ["budget", "Budget is required"],
      ["message", "Message is required"],
    ]);
  });

  it.each([
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["phone", "Phone number is required"],
    ["message", "Message is required"],
  ] as const)("a whitespace-only %s is empty: '%s'", (field, message) => {
    expect(messages({ [field]: "   " })).toEqual({ [field]: message });
  });

  describe("email: a standard address", () => {
    it.each(["sam@example.com", "sam.wong+web@example.co.uk", "SAM_W%1@Example-Mail.COM"])("accepts %s", (email) => {
      expect(messages({ email })).toEqual({});
    });
    it.each([
      "sam",
      "sam@",
      "@example.com",
      "sam@example",
      "sam@example.c",
      "sam wong@example.com",
      "sam@exa mple.com",
    ])("refuses %s with 'Invalid email address'", (email) => {
      expect(messages({ email })).toEqual({ email: "Invalid email address" });
    });
  });

  describe("phone: the spec's 10 or 12 digits, a Hong Kong number, or a valid international one", () => {
    it.each(["1234567890", "123456789012", "12345 67890", "123-456-7890", "9123 4567", "+44 7911 123456"])(
      "accepts %s",
      (phone) => {
        expect(messages({ phone })).toEqual({});
      },
    );
    it.each([
      ["9 digits", "123456789"],
      ["11 digits", "12345678901"],
      ["13 digits", "1234567890123"],
      ["the short example", "12345"],
    ])("refuses %s with 'Phone number must be 10 or 12 digits long'", (_, phone) => {
      expect(messages({ phone })).toEqual({ phone: "Phone number must be 10 or 12 digits long" });
    });
    it.each([
      ["letters", "abc"],
      ["letters among 10 digits", "12345abcde"],
      ["a leading + that makes no valid number", "+1234567890"],
    ])("refuses %s with 'Phone number must contain only numbers', not the length", (_, phone) => {
      expect(messages({ phone })).toEqual({ phone: "Phone number must contain only numbers" });
    });
  });

  describe("service and budget", () => {
    it("offer the documented values with readable labels", () => {
      expect(requirementServices.map((option) => option.value)).toEqual([
        "web-development",
        "mobile-development",
        "ai-ml",
        "consulting",
      ]);
      expect(requirementServices.map((option) => english.messages[option.label])).toEqual([
        "Web Development",
        "Mobile App Development",
        "AI & Machine Learning",
        "Technology Consulting",
      ]);
      expect(requirementBudgets.map((option) => option.value)).toEqual(["500-1000", "1000-5000", "5000+", "undecided"]);
    });

    it("gives 'Still evaluating' a value of its own", () => {
      const values = requirementBudgets.map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
      expect(requirementBudgets.find((option) => english.messages[option.label] === "Still evaluating")?.value).toBe(
        "undecided",
      );
    });

    it.each(requirementServices.map((option) => option.value))("accepts the service %s", (service) => {
      expect(messages({ service })).toEqual({});
    });
    it.each(requirementBudgets.map((option) => option.value))("accepts the budget %s", (budget) => {
      expect(messages({ budget })).toEqual({});
    });
    it("refuses values not offered", () => {
      expect(messages({ service: "plumbing" })).toEqual({ service: "Service is required" });
      expect(messages({ budget: "1000000" })).toEqual({ budget: "Budget is required" });
    });
  });

  it("limits the name and the message", () => {
    expect(messages({ name: "n".repeat(101) })).toEqual({ name: "Name must be at most 100 characters" });
    expect(messages({ message: "m".repeat(5001) })).toEqual({ message: "Message must be at most 5,000 characters" });
  });
});

describe("buildRequirementEmail", () => {
  it("names the sender in the subject and lists each field with readable labels", () => {
    const email = buildRequirementEmail(schema.parse({ ...valid, name: " Sam Wong " }), english);
    expect(email.subject).toBe("New Requirement from Sam Wong");
    expect(email.body.split("\n")).toEqual([
      "Name: Sam Wong",
      "Email: sam.wong+web@example.com",
      "Phone: 5123456789",
      "Service Needed: AI & Machine Learning",
      `Budget: ${english.messages.option_budget_medium}`,
      "Message: A support chatbot for our shop.",
    ]);
  });

  it("writes 'Still evaluating' for the undecided budget", () => {
    const email = buildRequirementEmail(
      schema.parse({ ...valid, budget: "undecided", service: "mobile-development" }),
      english,
    );
    expect(email.body).toContain("Budget: Still evaluating");
    expect(email.body).toContain("Service Needed: Mobile App Development");
  });
});

describe("the requirement form in Chinese", () => {
  it("gives the same rules their Chinese messages", () => {
    const result = requirementSchema(chinese).safeParse(requirementDefaults);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "請填寫姓名"],
      ["email", "請填寫電郵地址"],
      ["phone", "請填寫電話號碼"],
      ["service", "請選擇服務"],
      ["budget", "請選擇預算"],
      ["message", "請填寫訊息"],
    ]);
  });

  it("lists the chosen options in the e-mail as the visitor read them", () => {
    const email = buildRequirementEmail(
      requirementSchema(chinese).parse({ ...valid, service: "ai-ml", budget: "undecided" }),
      chinese,
    );
    expect(email.body).toContain("Service Needed: 人工智能及機器學習");
    expect(email.body).toContain("Budget: 仍在評估");
  });
});
