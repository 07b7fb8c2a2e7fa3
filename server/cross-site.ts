import type { FastifyRequest } from "fastify";

/**
 * Whether a browser sent this request from a page of another origin: Sec-Fetch-Site when sent, else Origin. A request
 * with neither (curl) is not one: every browser that could be tricked into posting sends at least one of them.
 * `siteOrigin`: SITE_URL's origin, same-origin whatever Host the proxy passes on.
 */
export function crossSitePost(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !ownOrigins(request, siteOrigin).includes(origin);
}

/**
 * Whether a page of this site sent it: Sec-Fetch-Site says "same-origin", or, from a browser that does not send it,
 * Origin names this site. Neither header: not from a page.
 */
export function fromOwnPage(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite === "same-origin";
  const origin = request.headers.origin;
  return origin !== undefined && ownOrigins(request, siteOrigin).includes(origin);
}

function ownOrigins(request: FastifyRequest, siteOrigin: string) {
  return [siteOrigin, `${request.protocol}://${request.host}`, `https://${request.host}`];
}
