import { describe, expect, it } from "vitest";
import type { AgencyFactsFile } from "../shared/agency";
import { exampleFactWarnings, productionBuildWarnings, SHIPPED_EXAMPLE_FACTS } from "./agency-examples";
import { agency as shipped } from "../shared/site";

/** The agency's own facts, none of them an example. */
const real: AgencyFactsFile = {
  ...shipped,
  phone: "+85229998888",
  whatsapp: "+85291112222",
  email: "enquiries@real-agency.hk",
  social: {
    linkedin: "https://www.linkedin.com/company/real-agency",
    instagram: "https://www.instagram.com/realagency",
    facebook: "https://www.facebook.com/realagency",
  },
  bookingUrl: "https://cal.com/real-agency/30min",
};

describe("the agency's facts still at their shipped example values", () => {
  it("are what content/agency.json ships: every example named is the file's value", () => {
    expect(exampleFactWarnings(shipped)).toHaveLength(Object.keys(SHIPPED_EXAMPLE_FACTS).length);
  });

  it("names each one, with its example value", () => {
    expect(exampleFactWarnings(shipped)).toEqual([
      "Warning: content/agency.json phone is still the shipped example (+85251234567): set the agency's own before going live",
      "Warning: content/agency.json whatsapp is still the shipped example (+85251234567): set the agency's own before going live",
      "Warning: content/agency.json email is still the shipped example (hello@harbourlinelabs.com): set the agency's own before going live",
      "Warning: content/agency.json social.linkedin is still the shipped example (https://www.linkedin.com/company/harbourline-labs): set the agency's own before going live",
      "Warning: content/agency.json social.instagram is still the shipped example (https://www.instagram.com/harbourlinelabs): set the agency's own before going live",
      "Warning: content/agency.json social.facebook is still the shipped example (https://www.facebook.com/harbourlinelabs): set the agency's own before going live",
      "Warning: content/agency.json bookingUrl is still the shipped example (empty): set the agency's own before going live",
    ]);
  });

  it("names only those left: none once all are the agency's own, one when one is left", () => {
    expect(exampleFactWarnings(real)).toEqual([]);
    const oneLeft = { ...real, social: { ...real.social, instagram: SHIPPED_EXAMPLE_FACTS["social.instagram"] } };
    expect(exampleFactWarnings(oneLeft)).toEqual([
      expect.stringContaining("social.instagram is still the shipped example"),
    ]);
    const { bookingUrl: _, ...noBooking } = real;
    expect(exampleFactWarnings(noBooking)).toEqual([
      expect.stringContaining("bookingUrl is still the shipped example (empty)"),
    ]);
  });

  it("are warned about by a production build only", () => {
    expect(productionBuildWarnings({ NODE_ENV: "production" }, shipped)).toHaveLength(7);
    expect(productionBuildWarnings({}, shipped)).toEqual([]);
    expect(productionBuildWarnings({ NODE_ENV: "development" }, shipped)).toEqual([]);
    expect(productionBuildWarnings({ NODE_ENV: "production" }, real)).toEqual([]);
  });
});
