import { view } from "~/content/source";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ServicesGrid } from "~/components/sections/services-grid";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { Section } from "~/components/ui/section";

const servicesPage = view("servicesPage");

export const meta = () =>
  pageMeta({ ...servicesPage.seo, path: paths.services });

export default function Services() {
  return (
    <>
      <PageHero {...servicesPage.hero} />
      <Section title={servicesPage.list.title} lead={servicesPage.list.lead} tone="muted">
        <ServicesGrid />
      </Section>
      <ConsultationCta />
    </>
  );
}
