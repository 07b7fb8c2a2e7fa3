import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "./page-hero";

export const notFoundMeta = () =>
  pageMeta({
    title: "Page not found",
    description: "The page you asked for does not exist or has moved. Find our services, our work or a way to reach us from here.",
    path: paths.notFound,
    noindex: true,
  });

/** What an unknown address shows: the 404 route and an unknown service slug render the same thing. */
export function NotFoundContent() {
  return (
    <PageHero
      eyebrow="Error 404"
      title="We could not find that page"
      lead="The link may be old or mistyped. Everything we do is one click away from here."
    >
      <ButtonLink to={paths.home}>Back to the home page</ButtonLink>
      <ButtonLink to={paths.services} variant="secondary">
        Browse our services
      </ButtonLink>
      <ButtonLink to={paths.contact} variant="secondary">
        Contact us
      </ButtonLink>
    </PageHero>
  );
}
