/**
 * The agency's facts as the repository ships them in content/agency.json: examples that a real site replaces. A
 * production build (NODE_ENV=production) warns, one line each, about every one still at its example value
 * (./check-build-settings.ts), since its pages would send visitors to a number, inbox or profile that is not the
 * agency's. A warning rather than a refusal: a staging build may go out before the agency's accounts exist.
 */
import type { AgencyFactsFile } from "../shared/agency";
import { read } from "./env";

/** The example values, written once; the facts they stand for, by their names in content/agency.json. */
export const SHIPPED_EXAMPLE_FACTS = {
  phone: "+85251234567",
  whatsapp: "+85251234567",
  email: "hello@harbourlinelabs.com",
  "social.linkedin": "https://www.linkedin.com/company/harbourline-labs",
  "social.instagram": "https://www.instagram.com/harbourlinelabs",
  "social.facebook": "https://www.facebook.com/harbourlinelabs",
  // Empty: the booking buttons scroll to the requirement form instead of opening a scheduling page.
  bookingUrl: "",
} as const;

type FactName = keyof typeof SHIPPED_EXAMPLE_FACTS;

function factOf(facts: AgencyFactsFile, name: FactName): string {
  const [group, field] = name.split(".") as [string, string | undefined];
  const value =
    field === undefined
      ? facts[group as keyof AgencyFactsFile]
      : facts.social[field as keyof AgencyFactsFile["social"]];
  return typeof value === "string" ? value : "";
}

/** One line for each of the agency's facts still at its shipped example value. */
export function exampleFactWarnings(facts: AgencyFactsFile): string[] {
  return (Object.keys(SHIPPED_EXAMPLE_FACTS) as FactName[])
    .filter((name) => factOf(facts, name) === SHIPPED_EXAMPLE_FACTS[name])
    .map((name) => {
      const example = SHIPPED_EXAMPLE_FACTS[name];
      const shown = example === "" ? "empty" : example;
      return `Warning: content/agency.json ${name} is still the shipped example (${shown}): set the agency's own before going live`;
    });
}

/** The warnings a build prints: none unless it is a production build. */
export function productionBuildWarnings(env: NodeJS.ProcessEnv, facts: AgencyFactsFile): string[] {
  return read(env, "NODE_ENV") === "production" ? exampleFactWarnings(facts) : [];
}
