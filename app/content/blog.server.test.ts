import { describe, expect, it } from "vitest";
import { blogSlugs } from "./blog-slugs";
import { listPosts, parsePost, splitFrontMatter } from "./blog.server";

const source = [
  "---",
  'title: "How long does a website take?"',
  "date: 2026-11-03",
  "summary: Timelines for a simple site, a complex one and a mobile app, and what moves them.",
  "author: Daniel Cheung",
  "cover: /images/blog/timeline.svg",
  "coverAlt: A timeline with three milestones",
  "---",
  "",
  "## Short answer",
  "",
  "| site | weeks |",
  "| --- | --- |",
  "| simple | 2-4 |",
].join("\n");

describe("blog posts", () => {
  it("reads the YAML front matter between the fences and the Markdown after it", () => {
    const { data, content } = splitFrontMatter(source);
    expect(data).toMatchObject({ title: "How long does a website take?", author: "Daniel Cheung" });
    expect(content.startsWith("\n## Short answer")).toBe(true);
    expect(splitFrontMatter("no front matter")).toEqual({ data: {}, content: "no front matter" });
  });

  it("turns a file into a post: slug from the file name, ISO date, HTML with scrollable tables", () => {
    const post = parsePost("./blog/how-long.md", source);
    expect(post).toMatchObject({ slug: "how-long", date: "2026-11-03", cover: { src: "/images/blog/timeline.svg", alt: "A timeline with three milestones" } });
    expect(post.html).toContain("<h2>Short answer</h2>");
    expect(post.html).toContain('<div class="table-scroll" tabindex="0" role="region"');
  });

  it("refuses a post whose front matter breaks the rules, naming the file and the field", () => {
    expect(() => parsePost("./blog/bad.md", source.replace(/^summary: .*$/m, "summary: Too short"))).toThrow(/bad\.md: summary/);
  });

  it("lists every post file, newest first, with the slugs the build prerenders", () => {
    const posts = listPosts();
    expect(posts.map((post) => post.slug).sort()).toEqual(blogSlugs());
    expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
  });
});
