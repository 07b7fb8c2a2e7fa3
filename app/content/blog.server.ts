import { view } from "./source";

/** The blog's posts (content/en/blog/*.md), newest first: read by the routes' loaders only, never by a page's script. */
const posts = view("blogPosts");

export type BlogPost = (typeof posts)[number];
export type BlogPostSummary = Omit<BlogPost, "html">;

/** All posts, newest first, without their bodies. */
export function listPosts(): BlogPostSummary[] {
  return posts.map(({ html: _html, ...summary }) => summary);
}

export function findPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
