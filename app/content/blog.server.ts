import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { postSlugOf } from "./blog-slugs";

/** Front matter of a post; the limits keep titles and descriptions within what search engines show. */
const frontMatterSchema = z.object({
  title: z.string().min(5).max(120),
  date: z.coerce.date(),
  summary: z.string().min(15).max(160),
  author: z.string().min(2),
  cover: z.string().startsWith("/images/"),
  coverAlt: z.string().min(3),
});

export interface BlogPostSummary {
  slug: string;
  title: string;
  /** ISO date, e.g. 2026-11-03. */
  date: string;
  summary: string;
  author: string;
  cover: { src: string; alt: string };
}

export interface BlogPost extends BlogPostSummary {
  html: string;
}

/** A wide table scrolls sideways on a phone; a focusable, named region lets keyboard users scroll it too. */
function withScrollableTables(html: string): string {
  return html
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table>')
    .replace(/<\/table>/g, "</table></div>");
}

const sources = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

/** A post's YAML front matter, between its opening and closing "---" lines, and the Markdown after it. */
export function splitFrontMatter(source: string): { data: unknown; content: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, content: source };
  return { data: parseYaml(match[1]!) ?? {}, content: source.slice(match[0].length) };
}

export function parsePost(fileName: string, source: string): BlogPost {
  const slug = postSlugOf(fileName);
  const { data, content } = splitFrontMatter(source);
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`Blog post ${fileName}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  }
  const fm = result.data;
  return {
    slug,
    title: fm.title,
    date: fm.date.toISOString().slice(0, 10),
    summary: fm.summary,
    author: fm.author,
    cover: { src: fm.cover, alt: fm.coverAlt },
    html: withScrollableTables(marked.parse(content, { async: false })),
  };
}

const posts: BlogPost[] = Object.entries(sources)
  .map(([file, source]) => parsePost(file, source))
  .sort((a, b) => b.date.localeCompare(a.date));

/** All posts, newest first, without their bodies. */
export function listPosts(): BlogPostSummary[] {
  return posts.map(({ html: _html, ...summary }) => summary);
}

export function findPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
