import { isRefused } from "../../server/testing/phone-samples";
import { expect, test } from "./support/test";
import { expectFieldError, openForm, receivedMail, waitLikeAPerson } from "./support/enquiry";
import { fillAllButThePhone, formPage, phoneLinesOf, sample, type Form } from "./support/phone-numbers";

// Phone numbers as Hong Kong visitors write them, typed into both forms with JavaScript, in both languages: a few
// rows of the one table (server/testing/phone-samples.ts; the unit and relay tests run all of it). An accepted
// number reaches the agency with the lines the table names; a refused one gets its form's message, after the hint.

const rows: Array<{ form: Form; locale: "en" | "zh-hk"; sent: string; refused: string[] }> = [
  { form: "contact", locale: "en", sent: "9123 4567", refused: ["9123 4567 ext 2"] },
  { form: "requirement", locale: "en", sent: "+852 9123 4567", refused: ["abc", "12345"] },
  { form: "contact", locale: "zh-hk", sent: "2123-4567", refused: ["12345"] },
  { form: "requirement", locale: "zh-hk", sent: "00852 9123 4567", refused: ["+1 234 567", "9123 456"] },
];

for (const { form, locale, sent, refused } of rows) {
  test(`the ${form} form in ${locale} refuses ${refused.join(", ")} and sends ${sent}`, async ({ page }) => {
    // Several refusals and a delivery in one visit: more than one step's time on a busy machine.
    test.slow();
    const { path, name, words } = formPage(form, locale);
    await openForm(page, path, name);
    const { phone, submit, subject } = await fillAllButThePhone(page, form, locale);
    await expect(phone).toHaveAccessibleDescription(words.hint_phone);

    for (const typed of refused) {
      const want = sample(typed)[form];
      if (!isRefused(want)) throw new Error(`"${typed}" is not refused on the ${form} form`);
      await phone.fill(typed);
      await submit.click();
      await expectFieldError(phone, words[want.refused]);
    }

    const want = sample(sent)[form];
    if (isRefused(want)) throw new Error(`"${sent}" is refused on the ${form} form`);
    await phone.fill(sent);
    await waitLikeAPerson(page);
    await submit.click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(phoneLinesOf((await receivedMail(subject)).lines)).toEqual(want.lines);
  });
}
