// How soon the phone menu opens on a throttled phone, from the first text painted (scripts/page-bench.ts).
import { type Browser } from "playwright-core";
import { emulatePhoneNetwork } from "../../server/testing/phone-network";
import { localeOfPath } from "../../shared/i18n/locales";
import { messagesFor } from "../../shared/i18n/messages";
import { TAP_EVERY_MS, phoneScreen, origin } from "./lab-common";

/**
 * How long after the first text is painted the phone menu is on the screen, on a phone throttled as in Lighthouse's
 * mobile run (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower).
 *
 * From the moment the page starts to arrive, the menu button is tapped every TAP_EVERY_MS, each tap sent without
 * waiting for the last to be handled: a busy page queues them, as it queues a visitor's. A tap the page handles before
 * the button is laid out lands elsewhere; the first that lands opens the menu, so the first tap stands for a visitor
 * tapping the instant the text shows. The menu is on the screen at the first frame after it opened (its
 * `beforetoggle`, then the next animation frame). The figure is that frame minus the first contentful paint, both
 * read off the page's own clock, so the test driver's own time is not counted. The button's place comes from an
 * unthrottled load beforehand.
 */
export async function tapDelayOnce(browser: Browser, path: string): Promise<number> {
  const messages = messagesFor(localeOfPath(path));
  const context = await browser.newContext(phoneScreen);
  try {
    const probe = await context.newPage();
    await probe.goto(`${origin}${path}`);
    const box = await probe.getByRole("button", { name: messages.menu_open }).boundingBox();
    await probe.close();
    if (!box) throw new Error(`No menu button on ${path}`);

    const page = await context.newPage();
    await page.addInitScript((menuName) => {
      document.addEventListener(
        "beforetoggle",
        (event) => {
          const target = event.target as Element;
          const opening = (event as ToggleEvent).newState === "open" && target.getAttribute("aria-label") === menuName;
          const bench = window as { menuShownAt?: number; menuOpening?: boolean };
          if (!opening || bench.menuOpening) return;
          bench.menuOpening = true;
          requestAnimationFrame(() => (bench.menuShownAt = performance.now()));
        },
        true,
      );
      // Once the menu is open, the taps still on their way do nothing: they would close it again, or follow a
      // link of the open menu to another page.
      document.addEventListener(
        "click",
        (event) => {
          if (!(window as { menuOpening?: boolean }).menuOpening) return;
          event.preventDefault();
          event.stopImmediatePropagation();
        },
        true,
      );
    }, messages.menu);
    const cdp = await context.newCDPSession(page);
    await emulatePhoneNetwork(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    const touchPoints = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
    const tap = () =>
      Promise.all([
        cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints }),
        cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
      ]).catch(() => undefined);
    const taps: Promise<unknown>[] = [];
    const tapping = setInterval(() => taps.push(tap()), TAP_EVERY_MS);
    try {
      for (let attempt = 0; attempt < 400; attempt++) {
        const shown = await page
          .evaluate(() => {
            const shownAt = (window as { menuShownAt?: number }).menuShownAt;
            const firstText = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
            return shownAt === undefined ? null : { shownAt, firstText: firstText ?? null };
          })
          .catch(() => null);
        // The first paint's entry is written once that paint is on the screen, which can be after a tap queued
        // before it has opened the menu in that very frame.
        if (shown?.firstText != null) return Math.max(0, shown.shownAt - shown.firstText);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`The menu of ${path} never opened`);
    } finally {
      clearInterval(tapping);
      // A tap the page never answers must not hold the run: closing the context ends them.
      await Promise.race([Promise.all(taps), new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
  } finally {
    await context.close();
  }
}
