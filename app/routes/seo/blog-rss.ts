import type { Route } from "./+types/blog-rss";
import { pathsIn } from "../../config/paths";
import { site } from "../../../shared/site";
import { escapeXml } from "../../../shared/xml";
import { listPosts } from "../../content/content.server";
import { localeOfRequest, view } from "../../content/source";
import { absoluteUrl } from "../../lib/seo";
import { message } from "../../../shared/i18n/messages";
import { localeFacts } from "../../../shared/i18n/locales";

/** Each language's blog has its feed: its own posts, title and language (/blogs/rss.xml, /zh-hk/blogs/rss.xml). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const paths = pathsIn(locale);
  const blogsPage = view("blogsPage", locale);
  const items = listPosts(locale)
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
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(message("feed_title", locale, { brand: site.brand }))}</title>
    <link>${absoluteUrl(paths.blogs)}</link>
    <atom:link href="${absoluteUrl(paths.blogFeed)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(blogsPage.feedDescription)}</description>
    <language>${localeFacts[locale].htmlLang}</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
