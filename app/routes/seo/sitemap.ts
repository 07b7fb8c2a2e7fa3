import { absoluteUrl } from "~/lib/seo";
import { indexablePaths } from "~/lib/site-map";
import { listPosts } from "~/content/blog.server";

export function loader() {
  const urls = indexablePaths(listPosts().map((post) => post.slug))
    .map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
