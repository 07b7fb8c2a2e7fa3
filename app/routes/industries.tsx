import { paths } from "~/config/paths";
import { industriesCopy } from "~/content/industries";
import { industriesPage } from "~/content/copy/industries";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { IndustriesGrid } from "~/components/sections/industries-grid";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { Section } from "~/components/ui/section";
import { localeOfPath } from "../../shared/i18n/locales";

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({ ...industriesPage.seo, path: paths.industries, locale: localeOfPath(location.pathname) });

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
