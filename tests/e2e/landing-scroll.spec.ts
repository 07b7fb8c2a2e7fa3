import { expect, test } from "./support/test";
import { landingPagesIn } from "../../app/content/content.server";
import { expectLandedOn, headerLink, isPhone } from "./support/landing";

const landingPages = landingPagesIn("en");

// The landing pages' animated scroll to a section, in a file of its own for the sake of the trace setting below.

// Playwright's trace takes a snapshot of the page's DOM after each action, on the page's own main thread: on a landing
// page that is a task of up to half a second in the middle of the animation, which a visitor never has (on a busy
// machine it left 2 to 4 of the animation's 60 frames). So the traces of this file keep screenshots, not DOM snapshots.
test.use({ trace: { mode: "retain-on-failure", snapshots: false, screenshots: true } });

/** The animation's length (SECTION_SCROLL_MS in app/bootstrap/page-behaviours/section-links.ts). */
const SCROLL_MS = 1000;

for (const { path } of landingPages) {
  test.describe(`landing page ${path}`, () => {
    test("the scroll is smooth: it moves through positions over the animation's time instead of jumping", async ({
      page,
    }, info) => {
      await page.goto(path);
      const link = await headerLink(page, isPhone(info.project.name), "Services");
      // Record the click's time, then each new scroll position and when it was drawn, on every frame until the
      // position has rested for half a second.
      const recording = page.evaluate(
        () =>
          new Promise<{ clickedAt: number; positions: { y: number; at: number }[] }>((resolve) => {
            document.addEventListener(
              "click",
              () => {
                const clickedAt = performance.now();
                const positions: { y: number; at: number }[] = [];
                let restingSince = performance.now();
                const frame = (now: number) => {
                  const y = window.scrollY;
                  if (positions.at(-1)?.y !== y) {
                    positions.push({ y, at: now });
                    restingSince = now;
                  }
                  if (now - restingSince > 500 && positions.length > 1) resolve({ clickedAt, positions });
                  else requestAnimationFrame(frame);
                };
                requestAnimationFrame(frame);
              },
              { once: true, capture: true },
            );
          }),
      );
      await link.click();
      const { clickedAt, positions } = await recording;
      await expectLandedOn(page, "services");
      // A jump reaches the section in the next frame. An animation passes through positions in between and arrives
      // once its time is up: it is timed by the clock, not counted in frames, so a busy machine that draws fewer
      // frames (as a slow phone does) shows fewer positions on the way, never a shorter scroll.
      const [start, end] = [positions[0]!, positions.at(-1)!];
      const between = positions.filter(({ y }) => y > start.y && y < end.y);
      expect(between.length, "positions on the way").toBeGreaterThanOrEqual(3);
      expect(end.at - clickedAt, "time from the click to the section").toBeGreaterThanOrEqual(SCROLL_MS * 0.9);
    });
  });
}
