import { ArrowRight } from "lucide-react";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ServicesGrid } from "~/components/sections/services-grid";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { Section } from "~/components/ui/section";
import { ButtonLink } from "~/components/ui/button-link";

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
      <PageHero
        eyebrow="Software and AI studio"
        title="Software that earns its keep, from first sketch to production AI"
        lead="We design and build websites, mobile apps and AI systems for businesses that need them to work on day one and keep working on day one thousand."
      >
        <ButtonLink to={paths.contact}>
          Start a project <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to={paths.services} variant="secondary">
          See our services
        </ButtonLink>
      </PageHero>
      <Section
        id="services-overview"
        eyebrow="What we do"
        title="Twelve services, one accountable team"
        lead="From a marketing site to a machine-learning pipeline, the people who scope your project are the people who build it."
        tone="muted"
      >
        <ServicesGrid />
      </Section>
      <ConsultationCta />
    </>
  );
}
