import type { Route } from "./+types/services";
import { pageParts } from "../content/source";
import { usePart } from "../content/page-parts";
import { paths } from "../config/paths";
import { pageMeta } from "../lib/seo";
import { PageHero } from "../components/sections/page-hero";
import { ServicesGrid } from "../components/sections/services-grid";
import { ConsultationCta } from "../components/sections/consultation-cta";
import { Section } from "../components/ui/section";
import { localeOfPath } from "../../shared/i18n/locales";

export const loader = ({ request }: Route.LoaderArgs) => pageParts(request, ["servicesPage"]);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ ...loaderData.parts.servicesPage.seo, path: paths.services, locale: localeOfPath(location.pathname) })
    : [];

export default function Services() {
  const servicesPage = usePart("servicesPage");
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
