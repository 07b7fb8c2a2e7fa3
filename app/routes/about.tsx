import type { Route } from "./+types/about";
import { pageParts } from "../content/source";
import { usePart } from "../content/page-parts";
import { paths } from "../config/paths";
import { pageMeta } from "../lib/seo";
import { PageHero } from "../components/sections/page-hero";
import { ConsultationCta } from "../components/sections/consultation-cta";
import { Section } from "../components/ui/section";
import { localeOfPath } from "../../shared/i18n/locales";
import { Phrases } from "../lib/phrases";

export const loader = ({ request }: Route.LoaderArgs) => pageParts(request, ["about", "aboutPage"]);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ ...loaderData.parts.aboutPage.seo, path: paths.about, locale: localeOfPath(location.pathname) })
    : [];

export default function About() {
  const about = usePart("about");
  const aboutPage = usePart("aboutPage");
  return (
    <>
      <PageHero {...aboutPage.hero} />
      <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-24">
        <div className="mx-auto max-w-3xl px-6">
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            <Phrases>{aboutPage.storyTitle}</Phrases>
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
            {about.story.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <Section title={aboutPage.valuesTitle} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-navy-900">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={aboutPage.process.title} lead={aboutPage.process.lead}>
        <ol className="grid gap-6 md:grid-cols-5">
          {about.process.map((step) => (
            <li key={step.step} className="rounded-2xl bg-slate-50 p-6">
              <span className="text-sm font-bold text-brand-700">
                {aboutPage.stepLabel.replace("{step}", String(step.step))}
              </span>
              <h3 className="mt-1 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <ConsultationCta />
    </>
  );
}
