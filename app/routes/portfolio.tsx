import { view } from "~/content/source";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { PortfolioGrid } from "~/components/sections/portfolio-grid";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { Section } from "~/components/ui/section";

const appPortfolio = view("portfolio.apps");
const websitePortfolio = view("portfolio.websites");
const portfolioPage = view("portfolioPage");

export const meta = () =>
  pageMeta({ ...portfolioPage.seo, path: paths.portfolio });

export default function Portfolio() {
  return (
    <>
      <PageHero {...portfolioPage.hero} />
      <Section id="websites" title={portfolioPage.websites.title} lead={portfolioPage.websites.lead} tone="muted">
        <PortfolioGrid items={websitePortfolio} linkLabel={portfolioPage.websites.linkLabel} privateLabel={portfolioPage.privateLabel} />
      </Section>
      <Section id="apps" title={portfolioPage.apps.title} lead={portfolioPage.apps.lead}>
        <PortfolioGrid items={appPortfolio} linkLabel={portfolioPage.apps.linkLabel} privateLabel={portfolioPage.privateLabel} />
      </Section>
      <ConsultationCta />
    </>
  );
}
