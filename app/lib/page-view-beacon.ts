/**
 * A page the browser loaded ahead of time (speculation-rules.ts) was fetched with `Sec-Purpose: prefetch`, which the
 * server does not count: the visitor may never see it. This script, inline in every page (app/root.tsx), tells the
 * server once such a page is shown, and only then:
 * - a prerendered page (`document.prerendering`) when it is activated (`prerenderingchange`), just after its first
 *   frame, or one whose script ran only after its activation (the navigation's `activationStart` is after 0);
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
    // Sent once the shown page has drawn its first frame (the task after that frame's animation callbacks): the
    // beacon's request takes the main thread for about 12 ms, which on activation came before that frame.
    document.addEventListener("prerenderingchange", () => requestAnimationFrame(() => setTimeout(send)), {
      once: true,
    });
    return;
  }
  const navigation = performance.getEntriesByType("navigation")[0] as
    { deliveryType?: string; activationStart?: number } | undefined;
  if (navigation && (navigation.deliveryType === "navigational-prefetch" || (navigation.activationStart ?? 0) > 0))
    send();
}
