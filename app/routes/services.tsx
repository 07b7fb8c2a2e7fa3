import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ServicesGrid } from "~/components/sections/services-grid";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { Section } from "~/components/ui/section";

export const meta = () =>
  pageMeta({
    title: "Services",
    description:
      "Web and app development, UI/UX design, AI, machine learning, data science, NLP, blockchain, games, automation and cloud: what we build and how.",
    path: paths.services,
  });

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Everything it takes to ship software that matters"
        lead="Pick a single service or bring us the whole problem. Every engagement starts with a written scope, a fixed price or a capped budget, and a demo every week."
      />
      <Section title="Our services" lead="Choose a service to see what it covers, how we deliver it and what you get at the end." tone="muted">
        <ServicesGrid />
      </Section>
      <ConsultationCta />
    </>
  );
}
