import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { IslandScope } from "./island-scope";
import { PageLanguageProvider } from "./page-language";
import { Phrases } from "./phrases";
import { messagesFor } from "../../shared/i18n/messages";
import type { Locale } from "../../shared/i18n/locales";

const inLanguage = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(
    <PageLanguageProvider locale={locale} messages={messagesFor(locale)}>
      {node}
    </PageLanguageProvider>,
  );

describe("Phrases", () => {
  it("lets a Chinese heading break between words only, never beside punctuation", () => {
    expect(inLanguage("zh-hk", <Phrases>聯絡我們的團隊，立即開始！</Phrases>)).toBe(
      '<span class="break-keep wrap-break-word">聯絡<wbr/>我們<wbr/>的<wbr/>團隊，立即<wbr/>開始！</span>',
    );
    expect(inLanguage("zh-hk", <Phrases>與創辦人進行 30 分鐘免費策略會議</Phrases>)).toBe(
      '<span class="break-keep wrap-break-word">與<wbr/>創辦人<wbr/>進行 30 分鐘<wbr/>免費<wbr/>策略<wbr/>會議</span>',
    );
  });

  it("never breaks inside a word of the trade that the dictionary splits", () => {
    expect(inLanguage("zh-hk", <Phrases>原生、Flutter 還是混合式：手機應用程式</Phrases>)).toBe(
      '<span class="break-keep wrap-break-word">原生、Flutter 還是<wbr/>混合式：手機<wbr/>應用程式</span>',
    );
  });

  it.each([
    ["涵蓋", "服務涵蓋範圍"],
    ["頁面", "找不到頁面"],
    ["度身訂造", "度身訂造的軟件"],
    ["中小企", "為中小企帶來回報"],
    ["物有所值", "物有所值的軟件"],
    ["詳談", "免費與工程師詳談"],
    ["載入", "載入快、排名高"],
    ["機械人", "聊天機械人"],
    ["區塊鏈", "區塊鏈開發"],
    ["主畫面", "留在手機主畫面"],
    ["首個", "在首個項目後"],
    ["淺白", "用語淺白"],
  ])("never breaks inside 「%s」 (in 「%s」)", (term, heading) => {
    const html = inLanguage("zh-hk", <Phrases>{heading}</Phrases>);
    expect(html).toContain(term);
    expect(html.replace(/<[^>]+>/g, "")).toBe(heading);
  });

  it("leaves English text, and text inside an island, as it is", () => {
    expect(inLanguage("en", <Phrases>Talk to our team today</Phrases>)).toBe("Talk to our team today");
    const island = (
      <IslandScope name="testimonials" page="/zh-hk/" parts={{}}>
        <Phrases>客戶怎樣評價我們</Phrases>
      </IslandScope>
    );
    expect(inLanguage("zh-hk", island)).toBe("客戶怎樣評價我們");
  });
});
