/**
 * A page the browser loaded ahead of time (speculation-rules.ts) was fetched with `Sec-Purpose: prefetch`, which the
 * server does not count: the visitor may never see it. This script, inline in every page (app/root.tsx), tells the
 * server once such a page is shown, and only then:
 * - a prerendered page (`document.prerendering`) when it is activated (`prerenderingchange`), or one whose script
 *   ran only after its activation (the navigation's `activationStart` is after 0);
 * - a prefetched page when a navigation shows it (the navigation's `deliveryType` is "navigational-prefetch").
 * A page loaded the usual way sends nothing: the server counted its request. The beacon posts the page's path and
 * query and `document.referrer` in its body, the same facts the server reads from a page request (its URL and
 * Referer); nothing is stored in the browser. Serialized with toString(): it uses nothing from outside itself.
 */
export function countShownPage(endpoint: string) {
  const send = () =>
    navigator.sendBeacon(
      endpoint,
      new URLSearchParams({ page: location.pathname + location.search, referrer: document.referrer }),
    );
  // Neither is in TypeScript's DOM types yet (Chromium has both).
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", send, { once: true });
    return;
  }
  const navigation = performance.getEntriesByType("navigation")[0] as
    { deliveryType?: string; activationStart?: number } | undefined;
  if (navigation && (navigation.deliveryType === "navigational-prefetch" || (navigation.activationStart ?? 0) > 0))
    send();
}
