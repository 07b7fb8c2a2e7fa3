/**
 * Writes the banner's posters from one frame of its video (scripts/banner-frame.webp, which make-banner-video.sh
 * writes), each with the banner's shade in its pixels (app/lib/banner-shade.ts):
 *  - app/components/ui/banner-poster.avif, 480 x 270, written into every page with a banner, so small: the light is a
 *    soft gradient, which looks the same scaled up;
 *  - public/media/banner-poster.webp, 960 x 540, for browsers without AVIF.
 * The shade is laid across the whole frame. A phone's banner, taller than wide, shows the frame's middle, so its shade
 * is a little more even than the CSS one over the video, which only wide screens get. Run by hand when the look
 * changes (`npx tsx scripts/make-banner-posters.ts`); the outputs are committed.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { bannerShade } from "../app/lib/banner-shade";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const frame = join(root, "scripts/banner-frame.webp");

/**
 * The posters. The bottom band is 8rem of the banner's height: the banner of a 1440 x 900 screen is 88% of its height
 * on the home page (a little more on a landing page: close enough).
 */
const posters = [
  { file: "app/components/ui/banner-poster.avif", width: 480, height: 270, format: "avif" },
  { file: "public/media/banner-poster.webp", width: 960, height: 540, format: "webp" },
] as const;
const BANNER_HEIGHT_PX = 0.88 * 900;
const REM = 16;
/** The bottom band's share of the banner's height. */
const BAND_SHARE = (bannerShade.bottom.heightRem * REM) / BANNER_HEIGHT_PX;

/** The theme's navy-950, read from the stylesheet that defines it. */
function navy(): string {
  const css = readFileSync(join(root, "app/app.css"), "utf8");
  const color = /--color-navy-950:\s*(#[0-9a-f]{6})\s*;/i.exec(css)?.[1];
  if (!color) throw new Error("app/app.css: no --color-navy-950 as #rrggbb");
  return color;
}

/** The shade as an SVG of the poster's size: across the width, then the band along the bottom over it. */
function shadeSvg(width: number, height: number, bandShare: number, color: string): string {
  const [left, middle, right] = bannerShade.across;
  const band = Math.round(height * bandShare);
  const stop = (offset: number, opacity: number) =>
    `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<linearGradient id="across" x1="0" x2="1" y1="0" y2="0">${stop(0, left)}${stop(0.5, middle)}${stop(1, right)}</linearGradient>` +
    `<linearGradient id="band" x1="0" x2="0" y1="1" y2="0">${stop(0, bannerShade.bottom.coverage)}${stop(1, 0)}</linearGradient>` +
    `</defs><rect width="${width}" height="${height}" fill="url(#across)"/>` +
    `<rect y="${height - band}" width="${width}" height="${band}" fill="url(#band)"/></svg>`
  );
}

async function main() {
  const color = navy();
  for (const poster of posters) {
    const picture = await sharp(frame).resize(poster.width, poster.height, { fit: "cover" }).toBuffer();
    const shaded = sharp(picture).composite([
      { input: Buffer.from(shadeSvg(poster.width, poster.height, BAND_SHARE, color)) },
    ]);
    const encoded = poster.format === "avif" ? shaded.avif({ quality: 55, effort: 9 }) : shaded.webp({ quality: 80 });
    const { size } = await encoded.toFile(join(root, poster.file));
    console.log(`${poster.file}: ${poster.width} x ${poster.height}, ${size} bytes`);
  }
}

await main();
