import type { Route } from "./+types/thank-you";
import { pageParts } from "../content/source";
import { usePart } from "../content/page-parts";
import { paths } from "../config/paths";
import { site, telUrl, whatsappUrl } from "../../shared/site";
import { pageMeta } from "../lib/seo";
import { PageHero } from "../components/sections/page-hero";
import { ButtonLink } from "../components/ui/button-link";
import { Section } from "../components/ui/section";
import { ThankYouNoticeIsland } from "../components/islands/islands";
import { Sentence } from "../lib/sentence";
import { useMessages } from "../lib/page-language";
import { localeOfPath } from "../../shared/i18n/locales";

export const loader = ({ request }: Route.LoaderArgs) => pageParts(request, ["thankYouPage"]);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        ...loaderData.parts.thankYouPage.seo,
        path: paths.thankYou,
        noindex: true,
        locale: localeOfPath(location.pathname),
      })
    : [];

export default function ThankYou() {
  const thankYouPage = usePart("thankYouPage");
  const messages = useMessages();
  return (
    <>
      <PageHero {...thankYouPage.hero}>
        <ButtonLink to={paths.home}>{thankYouPage.homeButton}</ButtonLink>
        <ButtonLink to={paths.portfolio} variant="secondary">
          {thankYouPage.portfolioButton}
        </ButtonLink>
      </PageHero>
      <Section title={thankYouPage.nextSteps.title} tone="muted">
        <ol className="grid gap-6 md:grid-cols-3">
          {thankYouPage.nextSteps.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="text-sm font-bold text-brand-700">
                {thankYouPage.stepLabel.replace("{step}", String(index + 1))}
              </span>
              <h3 className="mt-1 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center text-slate-600">
          <Sentence
            template={messages.urgent_contact}
            parts={{
              phone: (
                <a className="font-semibold text-brand-700 underline" href={telUrl}>
                  {site.phone.display}
                </a>
              ),
              whatsappLink: (
                <a
                  className="font-semibold text-brand-700 underline"
                  href={whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {messages.urgent_whatsapp}
                </a>
              ),
            }}
          />
        </p>
      </Section>
      <ThankYouNoticeIsland />
    </>
  );
}
