import { usePart } from "../../content/page-parts";
import { paths } from "../../config/paths";
import { pageMeta } from "../../lib/seo";
import { ButtonLink } from "../ui/button-link";
import { PageHero } from "./page-hero";
import type { MetaDescriptor } from "react-router";
import { localeOfPath } from "../../../shared/i18n/locales";
import type { Part } from "../../content/views";

/** The not-found page's parts of the content, for the loaders of the routes that may show it. */
export const notFoundParts = ["notFoundPage"] as const;

/** The not-found page's title and description, in the language of its address; never indexed. */
export function notFoundMeta(page: Part<"notFoundPage">, pathname: string): MetaDescriptor[] {
  return pageMeta({ ...page.seo, path: paths.notFound, noindex: true, locale: localeOfPath(pathname) });
}

/** What an unknown address shows: the 404 route and an unknown service slug render the same thing. */
export function NotFoundContent() {
  const notFoundPage = usePart("notFoundPage");
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
