import { describe, expect, it } from "vitest";
import { firstPaintImagesInPage, MAX_WRITTEN_IN_BYTES } from "./first-paint-images";

const cover =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 6">\n  <rect width="12" height="6" fill="#0b1324"/>\n</svg>\n';
const files: Record<string, string> = { "/images/blog/a.svg": cover, "/images/blog/b.svg": cover };
const read = (src: string) => files[src];

const page = (body: string) =>
  '<html><head><link rel="preload" as="image" href="/images/brand/logo.svg"/>' +
  '<link rel="preload" as="image" href="/images/blog/a.svg" fetchPriority="high"/>' +
  '<link rel="preload" as="image" href="/images/blog/b.svg" fetchPriority="auto"/></head>' +
  `<body>${body}</body></html>`;

describe("firstPaintImagesInPage", () => {
  it("writes the high-priority SVG into its <img> and drops its preload, leaving the other pictures as files", () => {
    const html = firstPaintImagesInPage(
      page(
        '<img src="/images/blog/a.svg" alt="Bars" width="1200" height="630" fetchPriority="high"/>' +
          '<img src="/images/blog/b.svg" alt="Phones" fetchPriority="auto"/>',
      ),
      read,
    );
    const written = /<img src="(data:image\/svg\+xml,[^"]+)" alt="Bars"/.exec(html)?.[1];
    expect(decodeURIComponent(written!.slice("data:image/svg+xml,".length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 6"> <rect width="12" height="6" fill="#0b1324"/> </svg>',
    );
    expect(written).not.toMatch(/["<>#\s]/);
    expect(html).not.toContain('href="/images/blog/a.svg"');
    expect(html).toContain('<link rel="preload" as="image" href="/images/blog/b.svg" fetchPriority="auto"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/images/brand/logo.svg"/>');
    expect(html).toContain('<img src="/images/blog/b.svg" alt="Phones" fetchPriority="auto"/>');
  });

  it("keeps a file that is too large, missing, or not an SVG", () => {
    const large = `<svg>${" ".repeat(MAX_WRITTEN_IN_BYTES)}</svg>`;
    const body =
      '<img src="/images/blog/large.svg" fetchpriority="high"/><img src="/images/blog/gone.svg" fetchpriority="high"/>' +
      '<img src="/media/banner-poster.webp" fetchpriority="high"/>';
    const html = page(body);
    expect(firstPaintImagesInPage(html, (src) => (src === "/images/blog/large.svg" ? large : undefined))).toBe(html);
  });
});
