import type { Route } from "./+types/contact";
import { pageParts } from "../content/source";
import { usePart } from "../content/page-parts";
import { paths } from "../config/paths";
import { pageMeta } from "../lib/seo";
import { PageHero } from "../components/sections/page-hero";
import { ContactSection } from "../components/sections/contact-section";
import { StrategySession } from "../components/sections/strategy-session";
import { localeOfPath } from "../../shared/i18n/locales";

export const loader = ({ request }: Route.LoaderArgs) => pageParts(request, ["contactPage"]);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ ...loaderData.parts.contactPage.seo, path: paths.contact, locale: localeOfPath(location.pathname) })
    : [];

export default function Contact() {
  const contactPage = usePart("contactPage");
  return (
    <>
      <PageHero {...contactPage.hero} />
      <ContactSection />
      <StrategySession />
    </>
  );
}
