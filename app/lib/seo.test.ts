import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";
import { site } from "../../shared/site";

describe("pageMeta", () => {
  it("gives a page its title, description, canonical URL and Open Graph tags", () => {
    const meta = pageMeta({
      title: "Services",
      description: "Everything we build, and how we build it.",
      path: "/services",
      locale: "en",
    });
    expect(meta).toContainEqual({ title: `Services | ${site.brand}` });
    expect(meta).toContainEqual({ name: "description", content: "Everything we build, and how we build it." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${import.meta.env.SITE_URL}/services` });
    expect(meta).toContainEqual({ property: "og:url", content: `${import.meta.env.SITE_URL}/services` });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });

  it("names the page's language and its twins: reciprocal hreflang alternates, x-default English", () => {
    const site = import.meta.env.SITE_URL;
    const chinese = pageMeta({
      title: "服務",
      description: "我們建造的一切，以及建造的方式。",
      path: "/services",
      locale: "zh-hk",
    });
    const english = pageMeta({
      title: "Services",
      description: "Everything we build, and how we build it.",
      path: "/services",
      locale: "en",
    });
    const alternates = [
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${site}/services` },
      { tagName: "link", rel: "alternate", hrefLang: "zh-Hant-HK", href: `${site}/zh-hk/services` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}/services` },
    ];
    for (const alternate of alternates) {
      expect(chinese).toContainEqual(alternate);
      expect(english).toContainEqual(alternate);
    }
    expect(chinese).toContainEqual({ tagName: "link", rel: "canonical", href: `${site}/zh-hk/services` });
    expect(chinese).toContainEqual({ property: "og:locale", content: "zh_HK" });
    expect(chinese).toContainEqual({ property: "og:locale:alternate", content: "en_HK" });
    expect(english).toContainEqual({ property: "og:locale", content: "en_HK" });
  });

  it("gives a page in one language no alternates", () => {
    const meta = pageMeta({
      title: "只有中文",
      description: "一篇只以中文發表的文章，沒有英文版本。",
      path: "/blogs/only",
      locale: "zh-hk",
      twins: ["zh-hk"],
    });
    expect(meta).not.toContainEqual(expect.objectContaining({ rel: "alternate" }));
    expect(meta).not.toContainEqual(expect.objectContaining({ property: "og:locale:alternate" }));
  });

  it("marks a page noindex when asked", () => {
    const meta = pageMeta({
      title: "Thank you",
      description: "Your message has reached our team.",
      path: "/thank-you",
      noindex: true,
      locale: "en",
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
