import { view } from "~/content/source";
import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/service-detail";
import { paths } from "~/config/paths";
import { findService } from "~/content/service-details";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { NotFoundContent, notFoundMeta } from "~/components/sections/not-found-content";
import { Section } from "~/components/ui/section";
import { ButtonLink } from "~/components/ui/button-link";
import { JsonLd } from "~/components/ui/json-ld";
import { breadcrumbJsonLd, serviceJsonLd } from "~/lib/structured-data";

const servicePage = view("servicePage");

// The service comes from the address, so every service page opens directly and is prerendered.
export const meta = ({ params }: Route.MetaArgs) => {
  const service = findService(params.slug);
  if (!service) return notFoundMeta();
  return pageMeta({ title: service.title, description: service.summary, path: paths.service(service.slug) });
};

export default function ServiceDetail({ params }: Route.ComponentProps) {
  const service = findService(params.slug);
  if (!service) return <NotFoundContent />;

  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: paths.home },
          { name: "Services", path: paths.services },
          { name: service.title, path: paths.service(service.slug) },
        ])}
      />
      <PageHero eyebrow={servicePage.eyebrow} title={service.title} lead={service.tagline} image={service.image}>
        <ButtonLink to={paths.contact}>{servicePage.contactButton}</ButtonLink>
        <ButtonLink to={paths.services} variant="secondary">
          {servicePage.servicesButton}
        </ButtonLink>
      </PageHero>
      <section aria-label={`About ${service.title}`} className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl space-y-5 px-6 text-lg leading-relaxed text-slate-700">
          {service.description.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </section>
      <Section title={servicePage.coversTitle.replace("{service}", service.title)} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {service.subServices.map((item) => (
            <li key={item.heading} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg font-semibold text-navy-900">{item.heading}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <ConsultationCta />
    </>
  );
}
