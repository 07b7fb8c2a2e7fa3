import { view } from "~/content/source";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { IndustriesGrid } from "~/components/sections/industries-grid";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { Section } from "~/components/ui/section";

const industriesCopy = { homeLead: view("industries.homeLead"), pageLead: view("industries.pageLead") };
const industriesPage = view("industriesPage");

export const meta = () =>
  pageMeta({ ...industriesPage.seo, path: paths.industries });

export default function Industries() {
  return (
    <>
      <PageHero {...industriesPage.hero} />
      <Section title={industriesPage.listTitle} lead={industriesCopy.pageLead} tone="muted">
        <IndustriesGrid />
      </Section>
      <ConsultationCta />
    </>
  );
}
