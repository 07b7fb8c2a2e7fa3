import { expect, test } from "./support/test";
import { axeViolations, withOwnPage } from "./support/axe";
import { allPublicRoutes } from "./support/routes";

// axe-core on every route in both languages (the landing pages included), at the phone and the desktop width (one
// project each). The forms with their messages shown and the service list open are scanned in forms.spec.ts.
const scanned = [...allPublicRoutes, "/no-such-page", "/zh-hk/no-such-page"];

test("the pages scanned include the privacy pages in both languages", () => {
  expect(scanned).toEqual(expect.arrayContaining(["/privacy", "/zh-hk/privacy"]));
});

for (const path of scanned) {
  test(`axe finds no violation on ${path}`, async ({ browser }, info) => {
    await withOwnPage(browser, info, async (page) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
