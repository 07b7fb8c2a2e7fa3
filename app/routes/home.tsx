import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { HomeBanner } from "~/components/sections/home-banner";
import { ServicesGrid } from "~/components/sections/services-grid";
import { StatisticsStrip } from "~/components/sections/statistics-strip";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { IndustriesServed } from "~/components/sections/industries-served";
import { DeferredClientLogosCarousel, DeferredTestimonialsCarousel } from "~/components/sections/deferred-carousels";
import { FaqList } from "~/components/sections/faq-list";
import { StrategySession } from "~/components/sections/strategy-session";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { ContactSection } from "~/components/sections/contact-section";
import { Section } from "~/components/ui/section";

export const meta = () =>
  pageMeta({
    title: "Software and AI development agency in Hong Kong",
    description:
      "Websites, mobile apps and AI systems built by a senior team in Hong Kong. Fixed scopes, weekly demos and code you own. Book a free 30-minute strategy session.",
    path: paths.home,
  });

export default function Home() {
  return (
    <>
      <HomeBanner />
      <Section
        id="services-overview"
        eyebrow="What we do"
        title="Twelve services, one accountable team"
        lead="From a marketing site to a machine-learning pipeline, the people who scope your project are the people who build it."
        tone="muted"
      >
        <ServicesGrid />
      </Section>
      <StatisticsStrip />
      <WhyChooseUs />
      <IndustriesServed />
      <DeferredTestimonialsCarousel />
      <DeferredClientLogosCarousel title="Join Our 50+ Happy Customers" />
      <FaqList />
      <StrategySession />
      <ConsultationCta />
      <ContactSection />
    </>
  );
}
