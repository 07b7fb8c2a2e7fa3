import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";
import { site } from "../../shared/site";

describe("pageMeta", () => {
  it("gives a page its title, description, canonical URL and Open Graph tags", () => {
    const meta = pageMeta({ title: "Services", description: "Everything we build, and how we build it.", path: "/services" });
    expect(meta).toContainEqual({ title: `Services | ${site.brand}` });
    expect(meta).toContainEqual({ name: "description", content: "Everything we build, and how we build it." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${import.meta.env.SITE_URL}/services` });
    expect(meta).toContainEqual({ property: "og:url", content: `${import.meta.env.SITE_URL}/services` });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });

  it("marks a page noindex when asked", () => {
    const meta = pageMeta({ title: "Thank you", description: "Your message has reached our team.", path: "/thank-you", noindex: true });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
