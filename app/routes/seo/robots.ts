import { paths } from "../../config/paths";
import { absoluteUrl } from "../../lib/seo";

// /thank-you stays crawlable so that its noindex tag is seen; it is simply absent from the sitemap.
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(paths.sitemap)}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
