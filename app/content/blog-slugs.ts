import { loadContent } from "./load-content";

/**
 * Every post's slug (its file name in content/en/blog, without ".md"): for the build's list of pages to prerender
 * and for the browser tests, which run outside Vite.
 */
export function blogSlugs(): string[] {
  return loadContent()
    .blog.map((post) => post.slug)
    .sort();
}
