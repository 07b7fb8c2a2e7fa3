// Renders the 1200x630 PNG share images (Open Graph) for the site and each landing page. Social networks do not
// show SVG previews, so these are PNGs. Run `npx tsx scripts/make-og-images.ts` after changing a landing page's
// headline or the brand; the outputs in public/images/og/ are committed.
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { site } from "../shared/site";
import { escapeXml } from "../shared/xml";
import { loadContent } from "../app/content/load-content";

const outDir = new URL("../public/images/og/", import.meta.url).pathname;
// The brand mark, drawn once in public/images/brand/logo-mark.svg (64x64): its shapes without the outer <svg>.
const logoMark = readFileSync(new URL("../public/images/brand/logo-mark.svg", import.meta.url), "utf8")
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title>[\s\S]*?<\/title>/, "");

/** Breaks a headline into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
}

function card(eyebrow: string, headline: string): string {
  const lines = wrap(headline, 30).slice(0, 4);
  const text = lines.map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 74}">${escapeXml(line)}</tspan>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="a" cx="90%" cy="0%" r="80%"><stop offset="0" stop-color="#0e7490" stop-opacity=".7"/><stop offset="1" stop-color="#0b1324" stop-opacity="0"/></radialGradient>
    <radialGradient id="b" cx="0%" cy="100%" r="70%"><stop offset="0" stop-color="#4f46e5" stop-opacity=".55"/><stop offset="1" stop-color="#0b1324" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#0b1324"/><rect width="1200" height="630" fill="url(#a)"/><rect width="1200" height="630" fill="url(#b)"/>
  <g transform="translate(80 70) scale(1.1)">${logoMark}</g>
  <text x="170" y="120" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(site.brand)}</text>
  <text x="80" y="250" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="26" font-weight="700" letter-spacing="5" fill="#67e8f9">${escapeXml(eyebrow.toUpperCase())}</text>
  <text x="80" y="330" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="62" font-weight="700" fill="#fff">${text}</text>
  <text x="80" y="575" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="26" fill="#cbd5e1">${escapeXml(`${site.email}  ·  ${site.phone.display}`)}</text>
</svg>`;
}

mkdirSync(outDir, { recursive: true });
// The share images may not exist yet: this script makes them.
const content = loadContent({ checkImages: false });
const images = [
  {
    file: "default.png",
    eyebrow: content.agency.tagline,
    headline: "Websites, mobile apps and AI systems that earn their keep",
  },
  // The share images may not exist yet: this script makes them.
  ...content.landingPages.map((page) => ({
    file: page.seo.image.replace(/^\/images\/og\//, ""),
    eyebrow: page.eyebrow,
    headline: page.headline,
  })),
];
for (const image of images) {
  await sharp(Buffer.from(card(image.eyebrow, image.headline)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${outDir}${image.file}`);
  console.log(`public/images/og/${image.file}`);
}
