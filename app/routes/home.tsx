import type { Route } from "./+types/home";
import { pageParts } from "~/content/source";
import { usePart } from "~/content/page-parts";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { HomeBanner } from "~/components/sections/home-banner";
import {
  ClientLogosCarouselIsland,
  ConsultationCtaIsland,
  ContactSectionIsland,
  FaqListIsland,
  IndustriesServedIsland,
  ServicesGridIsland,
  StatisticsStripIsland,
  StrategySessionIsland,
  TestimonialsCarouselIsland,
  WhyChooseUsIsland,
} from "~/components/islands";
import { Section } from "~/components/ui/section";
import { localeOfPath } from "../../shared/i18n/locales";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageParts(request, [
    "home",
    "homePage",
    "statistics.items",
    "whyChooseUs.items",
    "industries.items",
    "industries.homeLead",
    "testimonials.items",
    "testimonials.lead",
    "clientLogos.items",
    "faqs.items",
  ]);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ ...loaderData.parts.homePage.seo, path: paths.home, locale: localeOfPath(location.pathname) })
    : [];

// Only the banner (and the services heading) is on a phone's first screen; every block below is an island.
export default function Home() {
  const home = usePart("home");
  const homePage = usePart("homePage");
  return (
    <>
      <HomeBanner />
      <Section
        id="services-overview"
        eyebrow={homePage.services.eyebrow}
        title={home.servicesTitle}
        lead={homePage.services.lead}
        tone="muted"
      >
        <ServicesGridIsland />
      </Section>
      <StatisticsStripIsland />
      <WhyChooseUsIsland />
      <IndustriesServedIsland />
      <TestimonialsCarouselIsland />
      <ClientLogosCarouselIsland title={homePage.clientsTitle} />
      <FaqListIsland />
      <StrategySessionIsland />
      <ConsultationCtaIsland />
      <ContactSectionIsland />
    </>
  );
}
