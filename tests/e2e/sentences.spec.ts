import { fill, messagesFor } from "../../shared/i18n/messages";
import { localeFacts, localizedPath, type Locale } from "../../shared/i18n/locales";
import { site } from "../../shared/site";
import { view } from "../../app/content/source";
import { expect, test } from "./support/test";

// The sentences the code builds around a link, a number or a name read as each language writes them: one message
// each (docs/content.md, "Translating"). The Chinese ones are also written out here, so the test says what a Chinese
// reader sees: full-width punctuation, no stray space.

const chinese = {
  footer: `© ${String(new Date().getFullYear())} ${site.brand} 版權所有。`,
  credit: "Peakline Health 營運總監",
  feed: "想追看最新文章，歡迎訂閱我們的 RSS 訂閱源。",
  urgent: `有急事？請致電 ${site.phone.display} 或透過 WhatsApp 聯絡我們。`,
};

for (const locale of ["en", "zh-hk"] as const satisfies readonly Locale[]) {
  const messages = messagesFor(locale);
  const at = (path: string) => localizedPath(locale, path);
  const zh = locale === "zh-hk";

  test.describe(`${locale}: sentences built by code`, () => {
    test("the footer's copyright line and a testimonial's credit", async ({ page }) => {
      await page.goto(at("/"));
      const copyright = page.locator("footer p").filter({ hasText: "©" });
      const footer = fill(messages.footer_copyright, { year: new Date().getFullYear(), brand: site.brand });
      await expect(copyright).toHaveText(footer);
      if (zh) expect(footer).toBe(chinese.footer);

      const first = view("testimonials.items", locale)[0]!;
      const credit = fill(messages.testimonial_credit, { role: first.role, company: first.company });
      if (zh) expect(credit).toBe(chinese.credit);
      const figure = page.locator("figure").filter({ hasText: first.name }).first();
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.locator("figcaption")).toContainText(credit);
    });

    test("the blog list's line to its feed, and the feed named in its head", async ({ page }) => {
      await page.goto(at("/blogs"));
      const feedPath = at("/blogs/rss.xml");
      const link = page.getByRole("link", { name: messages.feed_link });
      await expect(link).toHaveAttribute("href", feedPath);
      const line = page.locator("p").filter({ has: link });
      const sentence = fill(messages.feed_invite, { feedLink: messages.feed_link });
      await expect(line).toHaveText(sentence);
      if (zh) expect(sentence).toBe(chinese.feed);

      const discovery = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(discovery).toHaveCount(1);
      await expect(discovery).toHaveAttribute("href", new RegExp(`${feedPath.replace(/\//g, "\\/")}$`));
      await expect(discovery).toHaveAttribute("title", fill(messages.feed_title, { brand: site.brand }));
      const feed = await (await page.request.get(feedPath)).text();
      expect(feed).toContain(`<language>${localeFacts[locale].htmlLang}</language>`);
    });

    test("the thank-you page's urgent line, with its phone and WhatsApp links", async ({ page }) => {
      await page.goto(at("/thank-you"));
      const whatsapp = page.getByRole("link", { name: messages.urgent_whatsapp, exact: true });
      const line = page.locator("p").filter({ has: whatsapp });
      const sentence = fill(messages.urgent_contact, {
        phone: site.phone.display,
        whatsappLink: messages.urgent_whatsapp,
      });
      await expect(line).toHaveText(sentence);
      if (zh) expect(sentence).toBe(chinese.urgent);
      await expect(line.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", /^tel:/);
      await expect(whatsapp).toHaveAttribute("href", /wa\.me/);
    });

    test("a post's table is named in the post's language, and the page's JSON-LD says its language", async ({
      page,
    }) => {
      await page.goto(at("/blogs/native-flutter-or-hybrid"));
      await expect(page.getByRole("region", { name: messages.table_scrolls }).first()).toBeVisible();
      const nodes = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
        );
      const webPage = nodes.find((node) => node["@type"] === "WebPage");
      expect(webPage?.inLanguage).toBe(localeFacts[locale].htmlLang);
    });
  });
}
