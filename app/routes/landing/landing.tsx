import type { Route } from "./+types/landing";
import { landingPageIn } from "../../content/content.server";
import { pagePathOf, partsIn } from "../../content/source";
import { withOfferingIcons } from "../../content/landing-pages";
import { pageMeta } from "../../lib/seo";
import { LandingPage } from "../../components/landing/landing-page";
import { localeOfPath } from "../../../shared/i18n/locales";

// One module for every landing page: app/routes.ts mounts it once per landing page and language, and the address
// picks the entry (its own title, description and Open Graph image) in the address's language.

export function loader({ request }: Route.LoaderArgs) {
  const pathname = pagePathOf(request);
  const locale = localeOfPath(pathname);
  return {
    page: landingPageIn(locale, pathname),
    parts: partsIn(locale, [
      "statistics.items",
      "whyChooseUs.items",
      "testimonials.items",
      "testimonials.lead",
      "clientLogos.items",
    ]),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ ...loaderData.page.seo, path: loaderData.page.path, locale: localeOfPath(location.pathname) })
    : [];

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage content={withOfferingIcons(loaderData.page)} />;
}
