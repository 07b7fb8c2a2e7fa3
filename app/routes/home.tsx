import { view } from "~/content/source";
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

const home = view("home");
const homePage = view("homePage");

export const meta = () =>
  pageMeta({ ...homePage.seo, path: paths.home });

// Only the banner (and the services heading) is on a phone's first screen; every block below is an island.
export default function Home() {
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
