import type { Route } from "./+types/not-found";
import { NotFoundContent, notFoundMeta, notFoundParts } from "../components/sections/not-found-content";
import { pageParts } from "../content/source";

// Prerendered as /404 in each language; the server answers every unknown address with it (server/static-site.ts).
export const loader = ({ request }: Route.LoaderArgs) => pageParts(request, notFoundParts);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? notFoundMeta(loaderData.parts.notFoundPage, location.pathname) : [];

export default function NotFound() {
  return <NotFoundContent />;
}
