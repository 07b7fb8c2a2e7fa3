import { useLocation } from "react-router";
import type { Route } from "./+types/landing";
import { landingPageAt } from "~/content/landing-pages";
import { pageMeta } from "~/lib/seo";
import { LandingPage } from "~/components/landing/landing-page";
import { localeOfPath } from "../../../shared/i18n/locales";

// One module for every landing page: app/routes.ts mounts it once per entry of app/content/landing-pages.ts,
// and the path picks the entry (its own title, description and Open Graph image).

export const meta: Route.MetaFunction = ({ location }) => {
  const content = landingPageAt(location.pathname);
  return pageMeta({ ...content.seo, path: content.path, locale: localeOfPath(location.pathname) });
};

export default function Landing() {
  const { pathname } = useLocation();
  return <LandingPage content={landingPageAt(pathname)} />;
}
