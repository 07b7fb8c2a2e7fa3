// @vitest-environment jsdom
import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { listPosts } from "../../content/content.server";
import { view } from "../../content/source";
import { loader } from "./blog-rss";
import { message } from "../../../shared/i18n/messages";
import { site } from "../../../shared/site";

const siteUrl = import.meta.env.SITE_URL;

async function feed(path: string) {
  const response = loader({ request: new Request(`${siteUrl}${path}`) } as Parameters<typeof loader>[0]);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  const document = new DOMParser().parseFromString(xml, "application/xml");
  // The parser's answer to XML that is not well-formed.
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return { xml, document };
}

const xmllint = spawnSync("xmllint", ["--version"]).status === 0;

describe.each([
  { locale: "en" as const, path: "/blogs/rss.xml", list: "/blogs", language: "en" },
  { locale: "zh-hk" as const, path: "/zh-hk/blogs/rss.xml", list: "/zh-hk/blogs", language: "zh-Hant-HK" },
])("the $locale blog's RSS 2.0 feed", ({ locale, path, list, language }) => {
  it("describes its channel in its language: title, link to the list, description, language, itself", async () => {
    const { document } = await feed(path);
    const rss = document.documentElement;
    expect(rss.tagName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const channel = rss.querySelector(":scope > channel")!;
    const child = (name: string) => channel.querySelector(`:scope > ${name}`)?.textContent;
    expect(child("title")).toBe(message("feed_title", locale, { brand: site.brand }));
    expect(child("link")).toBe(`${siteUrl}${list}`);
    expect(child("description")).toBe(view("blogsPage", locale).feedDescription);
    expect(child("language")).toBe(language);
    const self = channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]!;
    expect(self.getAttribute("href")).toBe(`${siteUrl}${path}`);
    expect(self.getAttribute("rel")).toBe("self");
  });

  it("has an item per post of its language, each with its title, link, guid, date and summary", async () => {
    const { document } = await feed(path);
    const posts = listPosts(locale);
    const items = [...document.querySelectorAll("channel > item")];
    expect(items).toHaveLength(posts.length);
    items.forEach((item, index) => {
      const post = posts[index]!;
      const field = (name: string) => item.querySelector(`:scope > ${name}`);
      const url = `${siteUrl}${list}/${post.slug}`;
      expect(field("title")?.textContent).toBe(post.title);
      expect(field("link")?.textContent).toBe(url);
      expect(field("guid")?.textContent).toBe(url);
      expect(field("guid")?.getAttribute("isPermaLink")).toBe("true");
      // RFC 822 dates, as RSS 2.0 asks: "Tue, 03 Nov 2026 00:00:00 GMT".
      expect(field("pubDate")?.textContent).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(field("pubDate")!.textContent!).toISOString().slice(0, 10)).toBe(post.date);
      expect(field("description")?.textContent).toBe(post.summary);
    });
  });

  it.skipIf(!xmllint)("is well-formed XML to xmllint", async () => {
    const { xml } = await feed(path);
    expect(() =>
      execFileSync("xmllint", ["--noout", "-"], { input: xml, stdio: ["pipe", "pipe", "pipe"] }),
    ).not.toThrow();
  });
});
