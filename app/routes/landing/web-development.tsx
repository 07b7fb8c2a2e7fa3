import { webDevelopmentLanding as content } from "~/content/landing-pages";
import { pageMeta } from "~/lib/seo";
import { LandingPage } from "~/components/landing/landing-page";

export const meta = () => pageMeta({ ...content.seo, path: content.path });

export default function Landing() {
  return <LandingPage content={content} />;
}
