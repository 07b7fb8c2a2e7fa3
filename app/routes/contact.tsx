import { paths } from "~/config/paths";
import { contactPage } from "~/content/copy/contact";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ContactSection } from "~/components/sections/contact-section";
import { StrategySession } from "~/components/sections/strategy-session";
import { localeOfPath } from "../../shared/i18n/locales";

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({ ...contactPage.seo, path: paths.contact, locale: localeOfPath(location.pathname) });

export default function Contact() {
  return (
    <>
      <PageHero {...contactPage.hero} />
      <ContactSection />
      <StrategySession />
    </>
  );
}
