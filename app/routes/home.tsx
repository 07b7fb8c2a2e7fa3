import { paths } from "~/config/paths";
import { home } from "~/content/home";
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

export const meta = () =>
  pageMeta({
    title: "Software and AI development agency in Hong Kong",
    description:
      "Websites, mobile apps and AI systems built by a senior team in Hong Kong. Fixed scopes, weekly demos and code you own. Book a free 30-minute strategy session.",
    path: paths.home,
  });

// Only the banner (and the services heading) is on a phone's first screen; every block below is an island.
export default function Home() {
  return (
    <>
      <HomeBanner />
      <Section
        id="services-overview"
        eyebrow="What we do"
        title={home.servicesTitle}
        lead="From a marketing site to a machine-learning pipeline, the people who scope your project are the people who build it."
        tone="muted"
      >
        <ServicesGridIsland />
      </Section>
      <StatisticsStripIsland />
      <WhyChooseUsIsland />
      <IndustriesServedIsland />
      <TestimonialsCarouselIsland />
      <ClientLogosCarouselIsland title="Join Our 50+ Happy Customers" />
      <FaqListIsland />
      <StrategySessionIsland />
      <ConsultationCtaIsland />
      <ContactSectionIsland />
    </>
  );
}
