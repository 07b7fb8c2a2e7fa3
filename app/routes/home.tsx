import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { HomeBanner } from "~/components/sections/home-banner";
import { DeferredClientLogosCarousel, DeferredTestimonialsCarousel } from "~/components/sections/deferred-carousels";
import { island } from "~/components/ui/island";
import { Section } from "~/components/ui/section";

export const meta = () =>
  pageMeta({
    title: "Software and AI development agency in Hong Kong",
    description:
      "Websites, mobile apps and AI systems built by a senior team in Hong Kong. Fixed scopes, weekly demos and code you own. Book a free 30-minute strategy session.",
    path: paths.home,
  });

// Only the banner (and the services heading) is on a phone's first screen; every block below loads its code as the
// visitor scrolls to it.
const ServicesGrid = island(() => import("~/components/sections/services-grid").then((m) => m.ServicesGrid), { fallbackClassName: "min-h-[60rem]" });
// The counters must be running (at 0) before they are seen, so they count up in front of the visitor.
const StatisticsStrip = island(() => import("~/components/sections/statistics-strip").then((m) => m.StatisticsStrip), {
  fallbackClassName: "min-h-[20rem]",
  loadAhead: "50% 0px",
});
const WhyChooseUs = island(() => import("~/components/sections/why-choose-us").then((m) => m.WhyChooseUs), { fallbackClassName: "min-h-[40rem]" });
const IndustriesServed = island(() => import("~/components/sections/industries-served").then((m) => m.IndustriesServed), { fallbackClassName: "min-h-[30rem]" });
const FaqList = island(() => import("~/components/sections/faq-list").then((m) => m.FaqList), { fallbackClassName: "min-h-[40rem]" });
const StrategySession = island(() => import("~/components/sections/strategy-session").then((m) => m.StrategySession), { fallbackClassName: "min-h-[20rem]" });
const ConsultationCta = island(() => import("~/components/sections/consultation-cta").then((m) => m.ConsultationCta), { fallbackClassName: "min-h-[16rem]" });
const ContactSection = island(() => import("~/components/sections/contact-section").then((m) => m.ContactSection), { fallbackClassName: "min-h-[48rem]" });

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
