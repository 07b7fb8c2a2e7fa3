import { paths } from "~/config/paths";
import { site } from "../../shared/site";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ContactSection } from "~/components/sections/contact-section";
import { StrategySession } from "~/components/sections/strategy-session";

export const meta = () =>
  pageMeta({
    title: "Contact us",
    description: `Call, e-mail, WhatsApp or write to ${site.brand}. An engineer replies within one working day. Book a free 30-minute strategy session.`,
    path: paths.contact,
  });

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="Let's talk about what you want to build"
        lead={`Every enquiry is read by an engineer at ${site.brand}, and you get a real answer within one working day.`}
      />
      <ContactSection />
      <StrategySession />
    </>
  );
}
