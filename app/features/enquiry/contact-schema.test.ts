import { describe, expect, it } from "vitest";
import { servicesIn } from "../../content/content.server";
import { buildContactEmail, contactDefaults, contactSchema, type ContactFormInput } from "./contact-schema";
import { chinese, english } from "./form-test-utils";

const services = servicesIn("en");

const serviceTitles = services.map((service) => service.title);
const schema = contactSchema(english, serviceTitles);

const valid: ContactFormInput = {
  name: "Jane Chan",
  email: "jane.chan@example.com",
  phone: "+85251234567",
  subject: "A new online store",
  service: "App Development",
  message: "We sell tea.\nWe need a shop.",
};

/** The one message each field gets (the form shows the first per field; the schema gives only one). */
function messages(input: Partial<ContactFormInput>) {
  const result = schema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contactSchema", () => {
  it("accepts a complete enquiry and trims what was typed", () => {
    const result = schema.parse({ ...valid, name: "  Jane Chan ", email: " jane.chan@example.com " });
    expect(result).toEqual({ ...valid, name: "Jane Chan", email: "jane.chan@example.com" });
  });

  it("gives every empty field its required message, and only that one", () => {
    const result = schema.safeParse({
      ...contactDefaults(serviceTitles),
      service: contactDefaults(serviceTitles).service,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "Full name is required"],
      ["email", "Email is required"],
      ["phone", "Phone number is required"],
      ["subject", "Subject is required"],
      ["message", "Message is required"],
    ]);
  });

  it.each([
    ["name", "Full name is required"],
    ["email", "Email is required"],
    ["phone", "Phone number is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ] as const)("a whitespace-only %s is empty: '%s'", (field, message) => {
    expect(messages({ [field]: " \t \n " })).toEqual({ [field]: message });
  });

  describe("email: a word-based address", () => {
    it.each([
      "jane@example.com",
      "jane.chan@mail.example.co.uk",
      "j_chan-2@example-mail.com",
      "jane+hk@example.agency",
    ])("accepts %s", (email) => {
      expect(messages({ email })).toEqual({});
    });
    it.each([
      "jane",
      "jane@",
      "@example.com",
      "jane@example",
      "jane@example.c",
      "jane..chan@example.com",
      "jane@@example.com",
      "jane chan@example.com",
      "jane@exa mple.com",
      "jane@.com",
    ])("refuses %s with 'Entered email is invalid'", (email) => {
      expect(messages({ email })).toEqual({ email: "Entered email is invalid" });
    });
    it("refuses an address longer than any real one before running the pattern", () => {
      expect(messages({ email: `${"a".repeat(250)}@example.com` })).toEqual({
        email: "Email must be at most 254 characters",
      });
    });
  });

  describe("phone: the spec's + and 10 to 15 digits, a Hong Kong number, or a valid international one", () => {
    it.each([
      "1234567890",
      "123456789012345",
      "+1234567890",
      "+123456789012345",
      "85251234567",
      "+852 5123 4567",
      "852-5123-45678",
      "9123 4567",
    ])("accepts %s", (phone) => {
      expect(messages({ phone })).toEqual({});
    });
    it.each([
      ["9 digits", "123456789"],
      ["16 digits", "1234567890123456"],
      ["+ and 9 digits", "+123456789"],
      ["+ and 16 digits", "+1234567890123456"],
      ["the short example", "12345"],
      ["letters", "85251234abc"],
      ["a + not at the start", "8525+1234567"],
      ["two +", "++85251234567"],
    ])("refuses %s with 'Entered phone number is invalid'", (_, phone) => {
      expect(messages({ phone })).toEqual({ phone: "Entered phone number is invalid" });
    });
  });

  describe("service", () => {
    it("offers the 12 service titles, the first one by default", () => {
      expect(serviceTitles).toHaveLength(12);
      expect(contactDefaults(serviceTitles).service).toBe("Web Development");
    });
    it.each(serviceTitles)("accepts %s", (service) => {
      expect(messages({ service })).toEqual({});
    });
    it("refuses anything else", () => {
      expect(messages({ service: "Plumbing" })).toEqual({ service: "Choose a service from the list" });
      expect(messages({ service: "" })).toEqual({ service: "Choose a service from the list" });
    });
  });

  it("keeps the subject within what the relay accepts", () => {
    expect(messages({ subject: "s".repeat(200) })).toEqual({});
    expect(messages({ subject: "s".repeat(201) })).toEqual({ subject: "Subject must be at most 200 characters" });
  });

  it("limits the name and the message", () => {
    expect(messages({ name: "n".repeat(101) })).toEqual({ name: "Name must be at most 100 characters" });
    expect(messages({ message: "m".repeat(5000) })).toEqual({});
    expect(messages({ message: "m".repeat(5001) })).toEqual({ message: "Message must be at most 5,000 characters" });
  });
});

describe("contactSchema in Chinese", () => {
  const chineseSchema = contactSchema(chinese, ["網站設計及開發", "手機應用程式開發"]);
  const issues = (input: Partial<ContactFormInput>) =>
    chineseSchema
      .safeParse({ ...valid, service: "網站設計及開發", ...input })
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("gives the same rules their Chinese messages", () => {
    expect(issues({ name: "", email: "jane", phone: "123", subject: "", message: " " })).toEqual([
      ["name", "請填寫全名"],
      ["email", "電郵地址格式不正確"],
      ["phone", "電話號碼格式不正確"],
      ["subject", "請填寫主題"],
      ["message", "請填寫訊息"],
    ]);
  });

  it("takes the services' Chinese titles, and writes its limits as Hong Kong writes numbers", () => {
    expect(issues({ service: "Web Development" })).toEqual([["service", "請從清單中選擇服務"]]);
    expect(issues({ message: "m".repeat(5001) })).toEqual([["message", "訊息不可超過 5,000 個字元"]]);
  });
});

describe("buildContactEmail", () => {
  it("sends the subject as typed and one line per field, the message's further lines indented", () => {
    const email = buildContactEmail(schema.parse(valid));
    expect(email.subject).toBe("A new online store");
    expect(email.body.split("\n")).toEqual([
      "Name: Jane Chan",
      "Email: jane.chan@example.com",
      "Phone: +852 5123 4567 (typed: +85251234567)",
      "Call: tel:+85251234567",
      "Service Needed: App Development",
      "Message: We sell tea.",
      "  We need a shop.",
    ]);
  });
});
