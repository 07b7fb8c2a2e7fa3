import { describe, expect, it } from "vitest";
import { indexablePages, indexablePaths, prerenderPaths } from "./site-map";
import { servicesIn } from "../content/content.server";

const services = servicesIn("en");

describe("site map", () => {
  const posts = { en: ["first-post", "second-post"], "zh-hk": ["second-post", "only-in-chinese"] };

  it("lists every public page, all 12 service pages and every post, once each, in English and Chinese", () => {
    const listed = indexablePaths(posts);
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of [
      "/",
      "/about-us",
      "/services",
      "/industries",
      "/portfolio",
      "/blogs",
      "/contact-us",
      "/web-development",
      "/app-development",
    ]) {
      expect(listed).toContain(path);
      expect(listed).toContain(path === "/" ? "/zh-hk/" : `/zh-hk${path}`);
    }
    expect(listed.filter((path) => path.startsWith("/services/"))).toEqual(
      services.map((service) => `/services/${service.slug}`),
    );
    expect(listed).toContain("/blogs/second-post");
    expect(listed).toContain("/zh-hk/blogs/second-post");
  });

  it("lists a post in one language in that language only", () => {
    const listed = indexablePaths(posts);
    expect(listed).toContain("/zh-hk/blogs/only-in-chinese");
    expect(listed).not.toContain("/blogs/only-in-chinese");
    expect(listed).not.toContain("/zh-hk/blogs/first-post");
    expect(indexablePages(posts).find((page) => page.path === "/blogs/second-post")?.locales).toEqual(["en", "zh-hk"]);
  });

  it("keeps /thank-you and the 404 pages out of the sitemap but prerenders them in every language", () => {
    expect(indexablePaths(posts)).not.toContain("/thank-you");
    expect(indexablePaths(posts)).not.toContain("/404");
    expect(prerenderPaths(posts)).toEqual(
      expect.arrayContaining([
        "/thank-you",
        "/404",
        "/zh-hk/thank-you",
        "/zh-hk/404",
        "/sitemap.xml",
        "/robots.txt",
        "/blogs/rss.xml",
        "/zh-hk/blogs/rss.xml",
      ]),
    );
  });
});
