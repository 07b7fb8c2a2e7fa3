import { readdirSync } from "node:fs";

/** A post is a Markdown file in app/content/blog; its file name, without ".md", is its slug and its address. */
export const postSlugOf = (file: string): string => file.replace(/^.*\//, "").replace(/\.md$/, "");

/**
 * Every post's slug, read from the folder: for the build's list of pages to prerender and for the browser tests,
 * which run outside Vite (the posts themselves are loaded by blog.server.ts).
 */
export function blogSlugs(): string[] {
  return readdirSync(new URL("./blog", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .map(postSlugOf)
    .sort();
}
