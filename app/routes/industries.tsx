import { paths } from "~/config/paths";
import { industriesCopy } from "~/content/industries";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { IndustriesGrid } from "~/components/sections/industries-grid";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { Section } from "~/components/ui/section";

export const meta = () =>
  pageMeta({
    title: "Industries we serve",
    description:
      "Healthcare, retail, fintech, insurance, hospitality, manufacturing, legal, food, logistics, education, games and real estate: software we build for each.",
    path: paths.industries,
  });

export default function Industries() {
  return (
    <>
      <PageHero
        eyebrow="Industries"
        title="Software shaped by the rules of your industry"
        lead="Regulation, peak seasons, legacy systems, the way your customers actually buy: we learn them before we write a line of code."
      />
      <Section title="Industries we serve" lead={industriesCopy.pageLead} tone="muted">
        <IndustriesGrid />
      </Section>
      <ConsultationCta />
    </>
  );
}
