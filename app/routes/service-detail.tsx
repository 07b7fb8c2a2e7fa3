import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/service-detail";
import { paths } from "../config/paths";
import { findService } from "../content/content.server";
import { usePart } from "../content/page-parts";
import { localeOfRequest, partsIn } from "../content/source";
import { pageMeta } from "../lib/seo";
import { useLocale, useMessages } from "../lib/page-language";
import { PageHero } from "../components/sections/page-hero";
import { ConsultationCta } from "../components/sections/consultation-cta";
import { NotFoundContent, notFoundMeta, notFoundParts } from "../components/sections/not-found-content";
import { Section } from "../components/ui/section";
import { ButtonLink } from "../components/ui/button-link";
import { JsonLd } from "../components/ui/json-ld";
import { breadcrumbJsonLd, serviceJsonLd } from "../lib/structured-data";
import { fill } from "../../shared/i18n/messages";
import { localeOfPath, localizedPath } from "../../shared/i18n/locales";

// The service comes from the address, so every service page opens directly and is prerendered, in each language.
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { service: findService(params.slug, locale), parts: partsIn(locale, ["servicePage", ...notFoundParts]) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { service, parts } = loaderData;
  if (!service) return notFoundMeta(parts.notFoundPage, location.pathname);
  return pageMeta({
    title: service.seo?.title ?? service.title,
    description: service.seo?.description ?? service.summary,
    path: paths.service(service.slug),
    locale: localeOfPath(location.pathname),
  });
};

export default function ServiceDetail({ loaderData: { service } }: Route.ComponentProps) {
  const servicePage = usePart("servicePage");
  const messages = useMessages();
  const locale = useLocale();
  if (!service) return <NotFoundContent />;
  const path = (english: string) => localizedPath(locale, english);

  return (
    <>
      <JsonLd data={serviceJsonLd(service, locale, fill(messages.service_catalogue, { service: service.title }))} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: messages.breadcrumb_home, path: path(paths.home) },
          { name: messages.breadcrumb_services, path: path(paths.services) },
          { name: service.title, path: path(paths.service(service.slug)) },
        ])}
      />
      <PageHero eyebrow={servicePage.eyebrow} title={service.title} lead={service.tagline} image={service.image}>
        <ButtonLink to={paths.contact}>{servicePage.contactButton}</ButtonLink>
        <ButtonLink to={paths.services} variant="secondary">
          {servicePage.servicesButton}
        </ButtonLink>
      </PageHero>
      <section
        aria-label={fill(messages.service_about, { service: service.title })}
        className="bg-white py-16 sm:py-20"
      >
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
