import { isRefused } from "../../server/testing/phone-samples";
import { expect, test } from "./support/test";
import { expectFieldError, receivedMail } from "./support/enquiry";
import { fillAllButThePhone, formPage, phoneLinesOf, sample, type Form } from "./support/phone-numbers";

// Phone numbers in the forms as plain HTML (the no-js projects of playwright.config.ts run this file with JavaScript
// off): the native constraints let Hong Kong and international numbers through, the server sends them with the
// table's lines (server/testing/phone-samples.ts), and a number it refuses comes back with the hint and the
// form's message in the page's language.

const sent: Array<{ form: Form; locale: "en" | "zh-hk"; typed: string }> = [
  { form: "requirement", locale: "en", typed: "9123 4567" },
  { form: "contact", locale: "en", typed: "(852) 9123.4567" },
  { form: "contact", locale: "zh-hk", typed: "+852 9123 4567" },
  { form: "requirement", locale: "zh-hk", typed: "+44 7911 123456" },
];

for (const { form, locale, typed } of sent) {
  test(`the ${form} form in ${locale} sends ${typed} without JavaScript`, async ({ page }) => {
    const want = sample(typed)[form];
    if (isRefused(want)) throw new Error(`"${typed}" is refused on the ${form} form`);
    const { path, words } = formPage(form, locale);
    await page.goto(path);
    const { phone, submit, subject } = await fillAllButThePhone(page, form, locale);
    await expect(phone).toHaveAccessibleDescription(words.hint_phone);
    await phone.fill(typed);
    await submit.click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(phoneLinesOf((await receivedMail(subject)).lines)).toEqual(want.lines);
  });
}

test("a Hong Kong number short of a digit comes back from the server with its message after the hint", async ({
  page,
}) => {
  const want = sample("9123 456").requirement;
  if (!isRefused(want)) throw new Error(`"9123 456" is accepted on the requirement form`);
  const { path, name, words } = formPage("requirement", "zh-hk");
  await page.goto(path);
  const { phone, submit } = await fillAllButThePhone(page, "requirement", "zh-hk");
  await phone.fill("9123 456");
  await submit.click();

  const posted = page.getByRole("form", { name }).getByLabel(words.field_phone, { exact: true });
  await expectFieldError(posted, words[want.refused]);
  await expect(posted).toHaveValue("9123 456");
  await expect(posted).toHaveAttribute("type", "tel");
});
