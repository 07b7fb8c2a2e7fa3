import { describe, expect, it } from "vitest";
import { blogSlugs, findPost, listPosts } from "./content.server";
import { splitFrontMatter } from "./load-content";
import { views } from "./views";

const source = ["---", 'title: "How long does a website take?"', "date: 2026-11-03", "---", "", "## Short answer"].join(
  "\n",
);

describe("blog posts", () => {
  it("reads the YAML front matter between the fences and the Markdown after it", () => {
    const { yaml, body } = splitFrontMatter(source);
    expect(yaml).toBe('title: "How long does a website take?"\ndate: 2026-11-03');
    expect(body.startsWith("\n## Short answer")).toBe(true);
    expect(splitFrontMatter("no front matter")).toMatchObject({ yaml: undefined, body: "no front matter" });
  });

  it("turns a file into a post: slug from the file name, ISO date, HTML with scrollable tables", () => {
    const [post] = views.blogPosts({
      blog: [
        {
          slug: "how-long",
          file: "content/en/blog/how-long.md",
          title: "How long?",
          date: "2026-11-03",
          summary: "s",
          author: "a",
          cover: "/images/blog/timeline.svg",
          coverAlt: "A timeline",
          body: "\n## Short answer\n\n| site | weeks |\n| --- | --- |\n| simple | 2-4 |\n",
        },
      ],
    } as unknown as Parameters<typeof views.blogPosts>[0]);
    expect(post).toMatchObject({
      slug: "how-long",
      date: "2026-11-03",
      cover: { src: "/images/blog/timeline.svg", alt: "A timeline" },
    });
    expect(post!.html).toContain("<h2>Short answer</h2>");
    expect(post!.html).toContain('<div class="table-scroll" tabindex="0" role="region"');
  });

  it("lists every post file, newest first, with the slugs the build prerenders", () => {
    const posts = listPosts("en");
    expect(posts.map((post) => post.slug).sort()).toEqual(blogSlugs().en);
    expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
    expect(findPost(posts[0]!.slug, "en")?.html).toMatch(/<h2/);
    expect(findPost("no-such-post", "en")).toBeUndefined();
  });

  it("reads each language's posts on their own: the Chinese blog lists the Chinese posts", () => {
    const chinese = listPosts("zh-hk");
    expect(chinese.map((post) => post.slug).sort()).toEqual(blogSlugs()["zh-hk"]);
    for (const post of chinese) expect(post.title).toMatch(/\p{Script=Han}/u);
  });
});
