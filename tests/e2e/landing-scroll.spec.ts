import { expect, test } from "./support/test";
import { landingPages } from "../../app/content/landing-pages";
import { expectLandedOn, headerLink, isPhone } from "./support/landing";

// The landing pages' animated scroll to a section, in a file of its own for the sake of the trace setting below.

// Playwright's trace takes a snapshot of the page's DOM after each action, on the page's own main thread: on a landing
// page that is a task of up to half a second in the middle of the animation, which a visitor never has (on a busy
// machine it left 2 to 4 of the animation's 60 frames). So the traces of this file keep screenshots, not DOM snapshots.
test.use({ trace: { mode: "retain-on-failure", snapshots: false, screenshots: true } });

for (const { path } of landingPages) {
  test.describe(`landing page ${path}`, () => {
    test("the scroll is smooth: it passes through many positions instead of jumping", async ({ page }, info) => {
      await page.goto(path);
      const link = await headerLink(page, isPhone(info.project.name), "Services");
      // Record the scroll position on every frame from the click until it has rested for half a second.
      const recording = page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            document.addEventListener(
              "click",
              () => {
                const positions: number[] = [];
                let restingSince = performance.now();
                const frame = (now: number) => {
                  const y = window.scrollY;
                  if (positions.at(-1) !== y) {
                    positions.push(y);
                    restingSince = now;
                  }
                  if (now - restingSince > 500 && positions.length > 1) resolve(positions);
                  else requestAnimationFrame(frame);
                };
                requestAnimationFrame(frame);
              },
              { once: true, capture: true },
            );
          }),
      );
      await link.click();
      const positions = await recording;
      await expectLandedOn(page, "services");
      const between = positions.filter((y) => y > positions[0]! && y < positions.at(-1)!);
      expect(between.length, "intermediate positions on the way").toBeGreaterThan(5);
    });
  });
}
