/**
 * Whether a valid phone number is a mobile, for the enquiry e-mail's WhatsApp link (phone-number.ts, phoneLines).
 * Telling mobiles from fixed lines needs libphonenumber-js's full (`max`) metadata, three times the `min` set the
 * forms carry, so only the server loads it. A number its plan cannot tell apart (FIXED_LINE_OR_MOBILE, as in the
 * United States) counts as a mobile: the link costs nothing when it leads nowhere.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { MobileTest } from "./phone-number";

export const isMobileNumber: MobileTest = (e164) => {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE";
};
