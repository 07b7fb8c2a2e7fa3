import { messagesFor } from "../../shared/i18n/messages";
import { localeFacts, localeOfPath, localizedPath } from "../../shared/i18n/locales";
import { view } from "../../app/content/source";
import { expect, test, type Locator, type Page } from "./support/test";
import { openForm, receivedMail, requirementFields, toast, unique, waitLikeAPerson } from "./support/enquiry";

// The Traditional Chinese edition: every page has its twin, in Chinese, linked both ways; the forms speak Chinese on
// the page, from the server and in the relay's answers, and the mail arrives intact. The words the tests look for come
// from the message catalogue and the content files, as the pages' do.

const zh = messagesFor("zh-hk");
const en = messagesFor("en");

/** The requirement form's fields and button by their Chinese names. */
const requirementFieldsIn = (form: Locator) => requirementFields(form, zh);

test.describe("the sitemap's pages", () => {
  test("every page of the sitemap answers in the language of its address, and every hreflang pair points back", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toContain("/zh-hk/");
    expect(locs).toContain("/zh-hk/services/web-development");
    expect(locs.filter((path) => localeOfPath(path) === "zh-hk").length).toBeGreaterThan(20);

    const alternatesOf = new Map<string, Map<string, string>>();
    for (const path of locs) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${localeFacts[localeOfPath(path)].htmlLang}"`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).pathname, `${path}: its canonical is itself`).toBe(path);
      const alternates = new Map(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
          m[1]!,
          new URL(m[2]!).pathname,
        ]),
      );
      alternatesOf.set(path, alternates);
    }
    for (const [path, alternates] of alternatesOf) {
      if (alternates.size === 0) continue;
      expect(alternates.get("x-default"), path).toBe(alternates.get("en"));
      for (const [hreflang, other] of alternates) {
        if (hreflang === "x-default") continue;
        expect(alternatesOf.has(other), `${path} → ${other} is in the sitemap`).toBe(true);
        expect(alternatesOf.get(other)!.get(hreflang), `${other} names itself as ${hreflang}`).toBe(other);
        expect([...alternatesOf.get(other)!.values()], `${other} points back to ${path}`).toContain(path);
      }
    }
  });

  test("every link a Chinese page draws to a page of the site leads to its Chinese twin", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const chinese = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((path) => localeOfPath(path) === "zh-hk");
    for (const path of [...chinese, localizedPath("zh-hk", "/thank-you")]) {
      const html = await (await request.get(path)).text();
      // Every <a href="/…"> but the link to the English twin, which says it is English (hrefLang="en").
      const links = [...html.matchAll(/<a\b([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter((attributes) => !/hrefLang="en"/i.test(attributes))
        .map((attributes) => /\shref="(\/[^"]*)"/.exec(attributes)?.[1])
        .filter((href): href is string => href !== undefined && !href.startsWith("//"));
      expect(links.length, path).toBeGreaterThan(0);
      for (const href of links) expect(localeOfPath(href), `${path} links to ${href}`).toBe("zh-hk");
    }
  });

  test("the twelve service cards of /zh-hk/services open the Chinese service pages", async ({ page }) => {
    await page.goto(localizedPath("zh-hk", "/services"));
    const cards = page.getByRole("main").locator('a[href*="/services/"]');
    const services = view("services", "zh-hk");
    await expect(cards).toHaveCount(services.length);
    for (const [index, service] of services.entries())
      await expect(cards.nth(index)).toHaveAttribute("href", `/zh-hk/services/${service.slug}`);
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/zh-hk/services/${services[0]!.slug}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  });

  test("an unknown address under /zh-hk/ gets the Chinese not-found page, with 404", async ({ request }) => {
    const response = await request.get("/zh-hk/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="zh-Hant-HK"');
    // The heading as it reads: a Chinese heading carries <wbr> between its words (app/lib/phrases.tsx).
    expect(html.replace(/<[^>]*>/g, "")).toContain(view("notFoundPage", "zh-hk").hero.title);
  });

  test("a Chinese page carries no English words in code, and an English page no Chinese ones", async ({ request }) => {
    for (const [path, own, other] of [
      ["/zh-hk/web-development", zh, en],
      ["/web-development", en, zh],
    ] as const) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
      const code = (await Promise.all(scripts.map(async (src) => (await request.get(src)).text()))).join("\n");
      for (const key of [
        "menu_open",
        "form_send_requirement",
        "invalid_phone_length",
        "relay_unexpected_answer",
      ] as const) {
        expect(html, `${path} shows ${key} in its language`).toContain(own[key]);
        expect(html, `${path} holds no ${key} of the other language`).not.toContain(other[key]);
        expect(code, `${path}'s scripts carry no ${key}`).not.toContain(own[key]);
        expect(code, `${path}'s scripts carry no ${key}`).not.toContain(other[key]);
      }
    }
  });
});

/** The language link a visitor can see: in the header on a wide screen, in the menu's drawer on a phone. */
async function languageLink(page: Page, name: string) {
  const header = page.locator("header nav").first().getByRole("link", { name });
  if (await header.isVisible()) return header;
  await page.getByRole("button", { name: new RegExp(`^(${en.menu_open}|${zh.menu_open})$`) }).click();
  return page.getByRole("dialog").getByRole("link", { name });
}

test.describe("moving between languages", () => {
  test("the language link keeps the page, both ways", async ({ page }) => {
    await page.goto("/services/web-development");
    const toChinese = await languageLink(page, "中文");
    await expect(toChinese).toHaveAttribute("hreflang", "zh-Hant-HK");
    await expect(toChinese).toHaveAttribute("lang", "zh-Hant-HK");
    await toChinese.click();
    await expect(page).toHaveURL(/\/zh-hk\/services\/web-development$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      view("services", "zh-hk").find((s) => s.slug === "web-development")!.title,
    );

    const toEnglish = await languageLink(page, "English");
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/services\/web-development$/);
    await expect(page).not.toHaveURL(/zh-hk/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("a Chinese visitor's enquiry", () => {
  test("from /zh-hk/ through a service page to the requirement form: Chinese messages, the Chinese thank-you page, the mail intact", async ({
    page,
  }) => {
    await page.goto(localizedPath("zh-hk", "/"));
    const service = view("services", "zh-hk")[0]!;
    // The services grid's card, not the footer's link to the same page.
    await page.getByRole("main").locator(`a[href="/zh-hk/services/${service.slug}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/zh-hk/services/${service.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);

    const { form } = await openForm(page, "/zh-hk/web-development", zh.form_requirement);
    const f = requirementFieldsIn(form);
    await f.submit.click();
    await expect(f.name).toHaveAccessibleDescription(zh.invalid_name_required);
    await expect(f.email).toHaveAccessibleDescription(zh.invalid_email_required);
    await expect(f.budget).toHaveAccessibleDescription(zh.invalid_budget_required);

    const name = unique("陳大文");
    await f.name.fill(name);
    await f.email.fill("tai.man@example.com");
    await f.phone.fill("852512345678");
    await f.service.selectOption({ label: zh.option_ai_ml });
    await f.budget.selectOption({ label: zh.option_budget_undecided });
    await f.message.fill("我們想在網上商店加入一個聊天機械人，回答客户有關訂單的問題。");
    await waitLikeAPerson(page);
    await f.submit.click();

    await expect(page).toHaveURL(/\/zh-hk\/thank-you$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(view("thankYouPage", "zh-hk").hero.title);

    const mail = await receivedMail(`[中文] New Requirement from ${name}`);
    expect(mail.parsed.headers.get("content-language")).toBe("zh-HK");
    expect(mail.lines).toContain(`Name: ${name}`);
    expect(mail.lines).toContain(`Service Needed: ${zh.option_ai_ml}`);
    expect(mail.lines).toContain(`Budget: ${zh.option_budget_undecided}`);
    expect(mail.lines).toContain("Message: 我們想在網上商店加入一個聊天機械人，回答客户有關訂單的問題。");
  });

  test("when the network fails on a Chinese page, both forms say so in Chinese, never in the browser's English", async ({
    page,
  }) => {
    await page.route("**/send-email**", (route) => route.abort("internetdisconnected"));
    const { form } = await openForm(page, "/zh-hk/web-development", zh.form_requirement);
    const f = requirementFieldsIn(form);
    await f.name.fill("陳大文");
    await f.email.fill("tai.man@example.com");
    await f.phone.fill("852512345678");
    await f.service.selectOption({ label: zh.option_ai_ml });
    await f.budget.selectOption({ label: zh.option_budget_undecided });
    await f.message.fill("離線測試。");
    await waitLikeAPerson(page);
    await f.submit.click();
    await expect(toast(page, zh.form_network_failure)).toBeVisible();
    await expect(page.getByText(/Failed to fetch|Load failed/)).toHaveCount(0);
    await expect(f.name).toHaveValue("陳大文");

    const contact = (await openForm(page, "/zh-hk/contact-us", zh.form_contact)).form;
    await contact.getByLabel(zh.field_name, { exact: true }).fill("陳大文");
    await contact.getByLabel(zh.field_email, { exact: true }).fill("tai.man@example.com");
    await contact.getByLabel(zh.field_phone, { exact: true }).fill("+85261234567");
    await contact.getByLabel(zh.field_subject, { exact: true }).fill("離線");
    await contact.getByLabel(zh.field_message, { exact: true }).fill("離線測試。");
    await waitLikeAPerson(page);
    await contact.getByRole("button", { name: zh.form_send_message }).click();
    await expect(toast(page, zh.form_network_failure)).toBeVisible();
    await expect(page.getByText(/Failed to fetch|Load failed/)).toHaveCount(0);
    await expect(contact.getByLabel(zh.field_subject, { exact: true })).toHaveValue("離線");
  });
});
