import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Sentence } from "./sentence";
import { messagesFor } from "../../shared/i18n/messages";

const link = <a href="/zh-hk/blogs/rss.xml">RSS 訂閱源</a>;

describe("Sentence", () => {
  it("places an element where its placeholder is, keeping the language's own punctuation and spacing", () => {
    expect(renderToStaticMarkup(<Sentence template="歡迎訂閱我們的 {feedLink}。" parts={{ feedLink: link }} />)).toBe(
      '歡迎訂閱我們的 <a href="/zh-hk/blogs/rss.xml">RSS 訂閱源</a>。',
    );
  });

  it("fills several placeholders, elements and texts, in the order the message puts them", () => {
    const html = renderToStaticMarkup(
      <Sentence
        template={messagesFor("zh-hk").urgent_contact}
        parts={{
          phone: <a href="tel:+85251234567">+852 5123 4567</a>,
          whatsappLink: <a href="https://wa.me/1">WhatsApp</a>,
        }}
      />,
    );
    expect(html).toBe(
      '有急事？請致電 <a href="tel:+85251234567">+852 5123 4567</a> 或<a href="https://wa.me/1">WhatsApp</a>。',
    );
    expect(renderToStaticMarkup(<Sentence template="{b} then {a}" parts={{ a: "A", b: <b>B</b> }} />)).toBe(
      "<b>B</b> then A",
    );
  });

  it("refuses a message naming a placeholder its component does not fill in", () => {
    expect(() => renderToStaticMarkup(<Sentence template="Follow our {feed}." parts={{ feedLink: link }} />)).toThrow(
      'the message "Follow our {feed}." names {feed}, which its component does not fill in',
    );
  });
});
