import { z } from "zod";

/**
 * The schema of content/agency.json: the agency's facts that are the same in every language (its words that a
 * translation changes, such as the tagline and the address, are in content/<locale>/agency.yaml). The content
 * loader (app/content/load-content.ts) checks the file with it, so the build refuses a phone number not in E.164 form
 * or a link that is not an https:// address; shared/site.ts reads the file and derives what the pages show.
 */
/** The file, from the repository's root. */
export const agencyFactsFile = "content/agency.json";

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "is required" : `must be ${what}`;

/** +, the country code and the number, no spaces: +85251234567. */
const e164 = z.string({ error: required("text") }).regex(/^\+[1-9]\d{6,14}$/, {
  error: "must be a number in E.164 form: +, the country code and the number, no spaces (e.g. +85251234567)",
});
const https = (error = "must be an https:// address") =>
  z.url({ protocol: /^https$/, hostname: z.regexes.domain, error });

export const agencyFactsSchema = z.strictObject({
  /** The agency's name, written once: pages, titles, share images and the sender of the enquiry e-mails. */
  brand: z
    .string({ error: required("text") })
    .trim()
    .min(1)
    .max(60),
  /** The inbox the forms send to (the relay's default recipient, MAIL_TO). */
  email: z.email({ error: "must be an e-mail address" }),
  phone: e164,
  /** The WhatsApp chat number. */
  whatsapp: e164,
  /** The founder's name; the role, which a translation changes, is in content/<locale>/agency.yaml. */
  founder: z
    .string({ error: required("text") })
    .trim()
    .min(1)
    .max(60),
  /** The length of the free strategy session. */
  sessionMinutes: z
    .number({ error: required("a number") })
    .int()
    .min(5)
    .max(240),
  social: z.strictObject({ linkedin: https(), instagram: https(), facebook: https() }),
  /** A scheduling page (Calendly, Cal.com…). Empty: booking buttons scroll to the requirement form. */
  bookingUrl: z.union([z.literal(""), https("must be an https:// address or empty")]).default(""),
});

export type AgencyFacts = z.infer<typeof agencyFactsSchema>;
/** The file as written: a field left empty in the editor is left out of it. */
export type AgencyFactsFile = z.input<typeof agencyFactsSchema>;
