import type { Route } from "./+types/portfolio";
import { pageParts } from "../content/source";
import { usePart } from "../content/page-parts";
import { paths } from "../config/paths";
import { pageMeta } from "../lib/seo";
import { PageHero } from "../components/sections/page-hero";
import { PortfolioGrid } from "../components/sections/portfolio-grid";
import { ConsultationCta } from "../components/sections/consultation-cta";
import { Section } from "../components/ui/section";
import { localeOfPath } from "../../shared/i18n/locales";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageParts(request, ["portfolioPage", "portfolio.apps", "portfolio.websites"]);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        ...loaderData.parts.portfolioPage.seo,
        path: paths.portfolio,
        locale: localeOfPath(location.pathname),
      })
    : [];

export default function Portfolio() {
  const portfolioPage = usePart("portfolioPage");
  const appPortfolio = usePart("portfolio.apps");
  const websitePortfolio = usePart("portfolio.websites");
  return (
    <>
      <PageHero {...portfolioPage.hero} />
      <Section id="websites" title={portfolioPage.websites.title} lead={portfolioPage.websites.lead} tone="muted">
        <PortfolioGrid
          items={websitePortfolio}
          linkLabel={portfolioPage.websites.linkLabel}
          privateLabel={portfolioPage.privateLabel}
        />
      </Section>
      <Section id="apps" title={portfolioPage.apps.title} lead={portfolioPage.apps.lead}>
        <PortfolioGrid
          items={appPortfolio}
          linkLabel={portfolioPage.apps.linkLabel}
          privateLabel={portfolioPage.privateLabel}
        />
      </Section>
      <ConsultationCta />
    </>
  );
}
