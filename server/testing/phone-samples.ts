/**
 * Phone numbers as people type them, with what each form answers and the lines the agency's e-mail then shows: the
 * one table the phone rule's unit tests, the relay's tests and the end-to-end tests all run
 * (docs/product-rules.md, "Phone numbers"). Test data only: no page imports it.
 */
import type { MessageKey } from "../../shared/i18n/messages";

/** What a form answers: accepted, with the e-mail's phone lines as the server writes them, or refused with a message. */
export type PhoneAnswer = { lines: string[] } | { refused: MessageKey };

export interface PhoneSample {
  typed: string;
  contact: PhoneAnswer;
  requirement: PhoneAnswer;
}

const accepted = (...lines: string[]) => ({ contact: { lines }, requirement: { lines } });
const hongKongMobile = (typed: string) =>
  accepted(
    typed === "+852 9123 4567" ? "Phone: +852 9123 4567" : `Phone: +852 9123 4567 (typed: ${typed})`,
    "Call: tel:+85291234567",
    "WhatsApp: https://wa.me/85291234567",
  );
const refused = (contact: MessageKey, requirement: MessageKey) => ({
  contact: { refused: contact },
  requirement: { refused: requirement },
});

export const phoneSamples: PhoneSample[] = [
  // Hong Kong numbers as they are written here: 8 digits, alone or after 852, +852 or 00852, with separators.
  { typed: "9123 4567", ...hongKongMobile("9123 4567") },
  { typed: "91234567", ...hongKongMobile("91234567") },
  { typed: "+852 9123 4567", ...hongKongMobile("+852 9123 4567") },
  { typed: "+85291234567", ...hongKongMobile("+85291234567") },
  { typed: "00852 9123 4567", ...hongKongMobile("00852 9123 4567") },
  { typed: "852-9123-4567", ...hongKongMobile("852-9123-4567") },
  { typed: "(852) 9123.4567", ...hongKongMobile("(852) 9123.4567") },
  // A fixed line: a number to call, no WhatsApp.
  { typed: "2123-4567", ...accepted("Phone: +852 2123 4567 (typed: 2123-4567)", "Call: tel:+85221234567") },
  // Numbers of other countries, with + and the country code.
  {
    typed: "+44 7911 123456",
    ...accepted("Phone: +44 7911 123456", "Call: tel:+447911123456", "WhatsApp: https://wa.me/447911123456"),
  },
  {
    typed: "+44 20 7946 0000",
    ...accepted("Phone: +44 20 7946 0000", "Call: tel:+442079460000"),
  },
  // The spec's own examples: what its rules accept still passes, written as typed (no plan knows these numbers).
  {
    typed: "+85251234567",
    ...accepted(
      "Phone: +852 5123 4567 (typed: +85251234567)",
      "Call: tel:+85251234567",
      "WhatsApp: https://wa.me/85251234567",
    ),
  },
  { typed: "1234567890", ...accepted("Phone: 1234567890") },
  { typed: "123456789012", ...accepted("Phone: 123456789012") },
  { typed: "852512345678", ...accepted("Phone: 852512345678") },
  {
    typed: "123456789012345",
    contact: { lines: ["Phone: 123456789012345"] },
    requirement: { refused: "invalid_phone_length" },
  },
  // Refused: too short or too long for any plan and for the spec, letters, symbols, a + that makes no number.
  { typed: "12345", ...refused("invalid_contact_phone", "invalid_phone_length") },
  { typed: "9123 456", ...refused("invalid_contact_phone", "invalid_phone_length") },
  { typed: "1234 5678", ...refused("invalid_contact_phone", "invalid_phone_length") },
  { typed: "abc", ...refused("invalid_contact_phone", "invalid_phone_digits") },
  { typed: "9123 4567 ext 2", ...refused("invalid_contact_phone", "invalid_phone_digits") },
  { typed: "9123#4567", ...refused("invalid_contact_phone", "invalid_phone_digits") },
  { typed: "+1 234 567", ...refused("invalid_contact_phone", "invalid_phone_digits") },
];

/** The message a refused sample gets, or the lines an accepted one puts in the e-mail. */
export const isRefused = (answer: PhoneAnswer): answer is { refused: MessageKey } => "refused" in answer;
