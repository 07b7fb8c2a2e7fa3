import { describe, expect, it } from "vitest";
import { indexablePaths, prerenderPaths } from "./site-map";
import { services } from "~/content/services";

describe("site map", () => {
  const posts = ["first-post", "second-post"];

  it("lists every public page, all 12 service pages and every post, once each", () => {
    const listed = indexablePaths(posts);
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of ["/", "/about-us", "/services", "/industries", "/portfolio", "/blogs", "/contact-us", "/web-development", "/app-development"]) {
      expect(listed).toContain(path);
    }
    expect(listed.filter((path) => path.startsWith("/services/"))).toEqual(services.map((service) => `/services/${service.slug}`));
    expect(listed).toContain("/blogs/second-post");
  });

  it("keeps /thank-you and the 404 page out of the sitemap but prerenders them", () => {
    expect(indexablePaths(posts)).not.toContain("/thank-you");
    expect(indexablePaths(posts)).not.toContain("/404");
    expect(prerenderPaths(posts)).toEqual(expect.arrayContaining(["/thank-you", "/404", "/sitemap.xml", "/robots.txt", "/blogs/rss.xml"]));
  });
});
