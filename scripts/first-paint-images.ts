/**
 * Writes a page's first picture into the page: an <img> marked fetchpriority="high" whose file is an SVG of at most
 * MAX_WRITTEN_IN_BYTES gets the file as a data URL, and React's preload of that file is dropped. On a phone's network
 * the picture then paints with the text, not one round trip after it (the blog list's first cover, a service page's
 * illustration). Photos and larger files stay files; the banner's poster is written in by its component
 * (app/components/ui/banner-video.tsx).
 */
export const MAX_WRITTEN_IN_BYTES = 4096;

const IMAGE = /<img\b[^>]*>/g;
const HIGH_PRIORITY = /\sfetchpriority="high"/i;
const LOCAL_SVG = /\ssrc="(\/[^"]+\.svg)"/;

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/\s+/g, " "))}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page with its first-paint SVGs written in; `read` gives a file's text by its address, or undefined. */
export function firstPaintImagesInPage(html: string, read: (src: string) => string | undefined): string {
  const written = new Set<string>();
  const withImages = html.replace(IMAGE, (tag) => {
    const src = HIGH_PRIORITY.test(tag) ? LOCAL_SVG.exec(tag)?.[1] : undefined;
    const svg = src === undefined ? undefined : read(src);
    if (src === undefined || svg === undefined || Buffer.byteLength(svg) > MAX_WRITTEN_IN_BYTES) return tag;
    written.add(src);
    return tag.replace(LOCAL_SVG, ` src="${dataUrl(svg)}"`);
  });
  return [...written].reduce(
    (page, src) => page.replace(new RegExp(`<link rel="preload" as="image" href="${escaped(src)}"[^>]*>`, "g"), ""),
    withImages,
  );
}
