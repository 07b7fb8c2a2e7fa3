import type { ReactNode } from "react";
import type { Route } from "./+types/privacy";
import { pageParts } from "../content/source";
import { usePart } from "../content/page-parts";
import { paths } from "../config/paths";
import { pageMeta } from "../lib/seo";
import { formatRetention, statedPeriods } from "../lib/retention";
import { useLocale } from "../lib/page-language";
import { PageHero } from "../components/sections/page-hero";
import { Phrases } from "../lib/phrases";
import { localeOfPath } from "../../shared/i18n/locales";
import { mailtoUrl, site } from "../../shared/site";

export const loader = ({ request }: Route.LoaderArgs) => pageParts(request, ["privacyPage"]);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ ...loaderData.parts.privacyPage.seo, path: paths.privacy, locale: localeOfPath(location.pathname) })
    : [];

/** A paragraph whose {email} is the agency's address, as a link. */
function WithEmail({ text }: { text: string }) {
  const [before, ...after] = text.split("{email}");
  if (after.length === 0) return <>{text}</>;
  return (
    <>
      {before}
      <a className="font-semibold text-brand-700 underline" href={mailtoUrl}>
        {site.email}
      </a>
      {after.join(site.email)}
    </>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 first:mt-0">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-navy-900">
        <Phrases>{title}</Phrases>
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function Privacy() {
  const page = usePart("privacyPage");
  const locale = useLocale();
  const paragraphs = (texts: readonly string[]) =>
    texts.map((text) => (
      <p key={text.slice(0, 40)}>
        <WithEmail text={text} />
      </p>
    ));
  return (
    <>
      <PageHero {...page.hero} />
      <div className="bg-white py-16 sm:py-24">
        <div className="mx-auto max-w-3xl px-6">
          <Block id="collection" title={page.collection.title}>
            {paragraphs(page.collection.paragraphs)}
          </Block>
          <Block id="retention" title={page.retention.title}>
            <p>{page.retention.lead}</p>
            <ul className="list-disc space-y-3 pl-6">
              {statedPeriods(page.retention.periods).map((period) => (
                <li key={period.id} data-setting={period.setting}>
                  {period.text.replace("{duration}", formatRetention(period.setting, period.value, locale))}
                </li>
              ))}
            </ul>
            <p>{page.retention.inbox}</p>
          </Block>
          <Block id="measurement" title={page.measurement.title}>
            {paragraphs(page.measurement.paragraphs)}
          </Block>
          <Block id="rights" title={page.rights.title}>
            {paragraphs(page.rights.paragraphs)}
          </Block>
        </div>
      </div>
    </>
  );
}
