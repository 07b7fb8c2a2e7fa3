import facts from "../content/agency.json" with { type: "json" };
import type { AgencyFactsFile } from "./agency";

/**
 * The agency's facts, from content/agency.json (checked by shared/agency.ts's schema whenever the content is loaded:
 * the build, the tests, the dev server), with what derives from them. The pages, the server (the relay's default
 * recipient, the sender label) and the build scripts (share images) read them here; the import puts the file into
 * every bundle at build time, so the production server needs no content folder. The agency's words that a
 * translation changes (tagline, blurb, address, the founder's role) are in content/<locale>/agency.yaml.
 */
/** The facts as content/agency.json writes them (the build's check of its example values reads them: server/agency-examples.ts). */
export const agency: AgencyFactsFile = facts;

export const site = {
  brand: agency.brand,
  /** Shown as the sender of every enquiry e-mail the relay delivers. */
  senderLabel: `${agency.brand} Website`,
  email: agency.email,
  phone: { display: phoneDisplay(agency.phone), dial: agency.phone },
  /** WhatsApp chat number: digits only, with country code. */
  chatNumber: agency.whatsapp.slice(1),
  founder: { name: agency.founder },
  social: agency.social,
  /** A scheduling page (Calendly, Cal.com…). Empty: booking buttons scroll to the requirement form. */
  bookingUrl: agency.bookingUrl ?? "",
  strategySessionMinutes: agency.sessionMinutes,
};

export const whatsappUrl = `https://wa.me/${site.chatNumber}`;
export const mailtoUrl = `mailto:${site.email}`;
export const telUrl = `tel:${site.phone.dial}`;

/**
 * An E.164 number as people write it: the country code, then the national number in groups of four from the
 * right ("+85251234567" is "+852 5123 4567"). The country code's length follows the ITU's numbering plan: 1 and 7
 * are one digit, the two-digit codes are listed, every other code has three.
 */
export function phoneDisplay(e164: string): string {
  const digits = e164.replace(/^\+/, "");
  const twoDigit = /^(2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58])/;
  const codeLength = /^[17]/.test(digits) ? 1 : twoDigit.test(digits) ? 2 : 3;
  const national = digits.slice(codeLength);
  const groups: string[] = [];
  for (let end = national.length; end > 0; end -= 4) groups.unshift(national.slice(Math.max(0, end - 4), end));
  return `+${digits.slice(0, codeLength)} ${groups.join(" ")}`;
}
