import { test } from "./support/test";
import { landingPagesIn } from "../../app/content/content.server";
import { expectHashLandings, expectOffsets, offsetCases } from "./support/section-offsets";

const landingPages = landingPagesIn("en");

// Without JavaScript the browser itself lands each section link, by the CSS scroll-padding and scroll-margin of its
// target (app.css): at the same offsets as the animated scroll of section-offsets.spec.ts. Runs in the no-JS
// projects only (390 px and 1440 px).

const { path } = landingPages[0]!;
const isPhone = (name: string) => name.startsWith("phone");

test(`without JavaScript, section links on ${path} land their sections at the documented offsets`, async ({
  page,
}, info) => {
  await page.goto(path);
  await expectOffsets(page, offsetCases(isPhone(info.project.name)), false);
});

test(`without JavaScript, ${path} opened at a hash lands its section where the link to it does`, async ({
  page,
}, info) => {
  await expectHashLandings(page, path, isPhone(info.project.name));
});
