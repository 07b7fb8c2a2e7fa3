/**
 * The server's addresses that are no pages, written once: the server mounts them, measurement never counts them as
 * page views, and the pages' speculation rules (app/lib/speculation-rules.ts) never load them ahead of a click. The
 * mail relay's address is its contract's (relay-contract.ts, RELAY_PATH).
 */

/** Liveness (server/app.ts). */
export const HEALTH_PATH = "/healthz";
/** Readiness (server/readiness.ts). */
export const READY_PATH = "/readyz";
/** The owner's dashboard and everything under it (server/admin/routes.ts). */
export const ADMIN_PATH = "/admin";
/**
 * The content editor's page and its API, each with everything under it (editor/page.ts). /admin is the dashboard's,
 * so the editor takes the paths Keystatic's interface expects.
 */
export const EDITOR_PATH = "/keystatic";
export const EDITOR_API_PATH = "/api/keystatic";
/** The owner's own pages, each with everything under it: never a visitor's page view, never loaded ahead. */
export const OWNER_PATHS = [ADMIN_PATH, EDITOR_PATH, EDITOR_API_PATH] as const;

/** Is `pathname` one of `bases` or anywhere under one ("/admin", "/admin/login"; not "/administer")? */
export function isAtOrUnder(pathname: string, bases: readonly string[]): boolean {
  return bases.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
/**
 * The view of a page the browser loaded ahead of time and then showed (prerendered or prefetched): the page's own
 * beacon posts it here, since the server did not count the speculative request (docs/measurement.md).
 */
export const PAGE_VIEW_PATH = "/page-view";

/**
 * What a form did in a page view (started, messages shown): the form island's beacon posts it here
 * (docs/measurement.md, "The forms").
 */
export const FORM_EVENT_PATH = "/form-event";
/**
 * Core Web Vitals measured in the visitor's browser (app/lib/field-vitals.ts), one beacon per page view, kept as
 * aggregates (server/measurement/vitals-route.ts).
 */
export const VITALS_PATH = "/vitals";
