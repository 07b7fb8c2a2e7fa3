import { paths } from "~/config/paths";
import { appPortfolio, websitePortfolio } from "~/content/portfolio";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { PortfolioGrid } from "~/components/sections/portfolio-grid";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { Section } from "~/components/ui/section";

export const meta = () =>
  pageMeta({
    title: "Portfolio",
    description: "Websites and mobile apps we have designed and built for clients in retail, finance, health, logistics and more.",
    path: paths.portfolio,
  });

export default function Portfolio() {
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Work that is live, used and paying for itself"
        lead="A selection of the websites and apps we have shipped. Some clients keep their products private; we show those without a link."
      />
      <Section id="websites" title="Websites" lead="Storefronts, booking platforms, dashboards and marketing sites." tone="muted">
        <PortfolioGrid items={websitePortfolio} linkLabel="Visit site" />
      </Section>
      <Section id="apps" title="Mobile apps" lead="Native and cross-platform apps on the App Store and Google Play.">
        <PortfolioGrid items={appPortfolio} linkLabel="View in store" />
      </Section>
      <ConsultationCta />
    </>
  );
}
