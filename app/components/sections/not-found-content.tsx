import { view } from "~/content/source";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "./page-hero";

const notFoundPage = view("notFoundPage");

export const notFoundMeta = () =>
  pageMeta({ ...notFoundPage.seo, path: paths.notFound, noindex: true });

/** What an unknown address shows: the 404 route and an unknown service slug render the same thing. */
export function NotFoundContent() {
  return (
    <PageHero {...notFoundPage.hero}>
      <ButtonLink to={paths.home}>{notFoundPage.homeButton}</ButtonLink>
      <ButtonLink to={paths.services} variant="secondary">
        {notFoundPage.servicesButton}
      </ButtonLink>
      <ButtonLink to={paths.contact} variant="secondary">
        {notFoundPage.contactButton}
      </ButtonLink>
    </PageHero>
  );
}
