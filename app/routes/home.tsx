import type { Route } from "./+types/home";
import { pageParts } from "../content/source";
import { usePart } from "../content/page-parts";
import { paths } from "../config/paths";
import { pageMeta } from "../lib/seo";
import { HomeBanner } from "../components/sections/home-banner";
import {
  ClientLogosCarouselIsland,
  StatisticsStripIsland,
  TestimonialsCarouselIsland,
} from "../components/islands/islands";
import { ServicesGrid } from "../components/sections/services-grid";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { IndustriesServed } from "../components/sections/industries-served";
import { FaqList } from "../components/sections/faq-list";
import { StrategySession } from "../components/sections/strategy-session";
import { ConsultationCta } from "../components/sections/consultation-cta";
import { ContactSection } from "../components/sections/contact-section";
import { Section } from "../components/ui/section";
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

// Only the counters, the carousels and the contact form need script (islands); the rest is HTML.
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
        <ServicesGrid />
      </Section>
      <StatisticsStripIsland />
      <WhyChooseUs />
      <IndustriesServed />
      <TestimonialsCarouselIsland />
      <ClientLogosCarouselIsland title={homePage.clientsTitle} />
      <FaqList />
      <StrategySession />
      <ConsultationCta />
      <ContactSection />
    </>
  );
}
