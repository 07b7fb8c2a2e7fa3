import { readFileSync } from "node:fs";
import { view } from "../../app/content/source";
import { messagesFor } from "../../shared/i18n/messages";
import { localizedPath, type Locale } from "../../shared/i18n/locales";
import { site } from "../../shared/site";
import { expect, test } from "./support/test";

// What a visitor is told about their data: the collection statement under each form, in the page's language, in the
// prerendered page and in the page the server draws again; the privacy page in both languages, stating the
// retention the server runs with (the global setup's server runs with the defaults, as the build was made).

const forms = [
  { path: "/contact-us", label: "form_contact", submit: "form_send_message" },
  { path: "/web-development", label: "form_requirement", submit: "form_send_requirement" },
] as const;

for (const locale of ["en", "zh-hk"] as const satisfies readonly Locale[]) {
  const words = messagesFor(locale);
  const privacy = localizedPath(locale, "/privacy");

  for (const form of forms) {
    const path = localizedPath(locale, form.path);
    test(`${path}: the collection statement is under the send button, linking to ${privacy}`, async ({ page }) => {
      await page.goto(path);
      const element = page.getByRole("form", { name: words[form.label] });
      const statement = element.locator("[data-collection-statement]");
      await expect(statement).toContainText(words.pics_title);
      await expect(statement).toContainText(site.email);
      await expect(statement.getByRole("link", { name: words.pics_link })).toHaveAttribute("href", privacy);
      await expect(statement.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      const button = await element.getByRole("button", { name: words[form.submit] }).boundingBox();
      const text = await statement.boundingBox();
      expect(text!.y).toBeGreaterThanOrEqual(button!.y + button!.height);

      await statement.getByRole("link", { name: words.pics_link }).click();
      await expect(page).toHaveURL(new RegExp(`${privacy}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(view("privacyPage", locale).hero.title);
    });

    test(`${path}: the statement is in the prerendered page and in the page the server draws again`, async ({
      request,
    }) => {
      const prerendered = await (await request.get(path)).text();
      expect(prerendered).toContain("data-collection-statement");
      expect(prerendered).toContain(`href="${privacy}"`);
      const redrawn = await request.post(locale === "en" ? "/send-email" : `/send-email?lang=${locale}`, {
        form: { form: form.label === "form_contact" ? "contact" : "requirement", page: path, name: "" },
        headers: { accept: "text/html" },
      });
      expect(redrawn.status()).toBe(400);
      const html = await redrawn.text();
      expect(html).toContain("data-collection-statement");
      expect(html).toContain(words.pics_title);
      expect(html).toContain(`href="${privacy}"`);
    });
  }

  test(`${privacy} states the server's retention in ${locale}, and the footer links to it`, async ({ page }) => {
    await page.goto(localizedPath(locale, "/"));
    await page.locator("footer").getByRole("link", { name: words.nav_privacy }).click();
    await expect(page).toHaveURL(new RegExp(`${privacy}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", locale === "en" ? "en" : "zh-Hant-HK");
    // What the build states, which the server checks its own settings against at start (server/retention.ts).
    const figures = (
      JSON.parse(readFileSync("build/build-settings.json", "utf8")) as { retention: Record<string, number> }
    ).retention;
    const days = (n: number) => (locale === "en" ? `${n} days` : `${n} 日`);
    const period = (setting: string) => page.locator(`[data-setting="${setting}"]`);
    await expect(period("DEAD_LETTER_DAYS")).toContainText(days(figures.DEAD_LETTER_DAYS!));
    await expect(period("HELD_DAYS")).toContainText(days(figures.HELD_DAYS!));
    await expect(period("ANALYTICS_RETENTION_DAYS")).toContainText(days(figures.ANALYTICS_RETENTION_DAYS!));
    await expect(period("GIVE_UP_AFTER_MS")).toContainText(days(figures.GIVE_UP_AFTER_MS! / 86_400_000));
    await expect(page.getByRole("main").getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(page.getByText("{")).toHaveCount(0);
  });
}
