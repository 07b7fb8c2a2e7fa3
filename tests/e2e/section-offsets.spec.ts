import { test } from "./support/test";
import { landingPagesIn } from "../../app/content/content.server";
import { isPhone } from "./support/landing";
import { expectHashLandings, expectOffsets, offsetCases } from "./support/section-offsets";

const landingPages = landingPagesIn("en");

// Each kind of section link lands its section at its own offset (docs/product-rules.md, "Motion and carousels"), after the animated scroll:
// 60 px from the phone drawer (390 px), 70 from the header's links (1440 px), 80 and 90 from the banner's buttons.
// no-javascript-section-offsets.spec.ts checks the same places without JavaScript. Both landing pages share one
// layout, so one of them is enough.

const { path } = landingPages[0]!;

test(`section links on ${path} land their sections at the documented offsets`, async ({ page }, info) => {
  await page.goto(path);
  await expectOffsets(page, offsetCases(isPhone(info.project.name)), true);
});

test(`${path} opened at a hash lands its section where the link to it does`, async ({ page }, info) => {
  await expectHashLandings(page, path, isPhone(info.project.name));
});
