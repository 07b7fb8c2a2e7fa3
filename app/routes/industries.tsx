import type { Route } from "./+types/industries";
import { pageParts } from "../content/source";
import { usePart } from "../content/page-parts";
import { paths } from "../config/paths";
import { pageMeta } from "../lib/seo";
import { PageHero } from "../components/sections/page-hero";
import { IndustriesGrid } from "../components/sections/industries-grid";
import { ConsultationCta } from "../components/sections/consultation-cta";
import { Section } from "../components/ui/section";
import { localeOfPath } from "../../shared/i18n/locales";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageParts(request, ["industriesPage", "industries.items", "industries.pageLead"]);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        ...loaderData.parts.industriesPage.seo,
        path: paths.industries,
        locale: localeOfPath(location.pathname),
      })
    : [];

export default function Industries() {
  const industriesPage = usePart("industriesPage");
  const pageLead = usePart("industries.pageLead");
  return (
    <>
      <PageHero {...industriesPage.hero} />
      <Section title={industriesPage.listTitle} lead={pageLead} tone="muted">
        <IndustriesGrid />
      </Section>
      <ConsultationCta />
    </>
  );
}
