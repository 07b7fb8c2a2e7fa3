import { view } from "~/content/source";
import { paths } from "~/config/paths";
import { site } from "../../../shared/site";
import { escapeXml } from "../../../shared/xml";
import { listPosts } from "~/content/blog.server";
import { absoluteUrl } from "~/lib/seo";

const blogsPage = view("blogsPage");

export function loader() {
  const items = listPosts()
    .map((post) => {
      const url = absoluteUrl(paths.blogPost(post.slug));
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(post.summary)}</description>
    </item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(`${site.brand} blog`)}</title>
    <link>${absoluteUrl(paths.blogs)}</link>
    <description>${escapeXml(blogsPage.feedDescription)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
