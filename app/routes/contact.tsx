import { view } from "~/content/source";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ContactSection } from "~/components/sections/contact-section";
import { StrategySession } from "~/components/sections/strategy-session";

const contactPage = view("contactPage");

export const meta = () =>
  pageMeta({ ...contactPage.seo, path: paths.contact });

export default function Contact() {
  return (
    <>
      <PageHero {...contactPage.hero} />
      <ContactSection />
      <StrategySession />
    </>
  );
}
