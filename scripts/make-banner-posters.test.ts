import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bannerShade } from "../app/lib/banner-shade";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const frame = join(root, "scripts/banner-frame.webp");
/** The theme's navy-950, #060b16, in sharp's greyscale. */
const NAVY_GREY = 10;
const posters = ["app/components/ui/banner-poster.avif", "public/media/banner-poster.webp"];

/** The mean brightness (0-255) of each tenth of the picture's width, at 480 x 270, above the bottom band. */
async function columns(file: string): Promise<number[]> {
  const { data, info } = await sharp(file).resize(480, 270).greyscale().raw().toBuffer({ resolveWithObject: true });
  const tenth = info.width / 10;
  const rows = Math.floor(info.height * 0.7);
  const sums = Array.from({ length: 10 }, () => 0);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < info.width; x++) sums[Math.floor(x / tenth)]! += data[y * info.width + x]!;
  return sums.map((sum) => sum / (tenth * rows));
}

/** How much navy the shade lays at `x` (0 at the left edge, 1 at the right). */
function coverage(x: number): number {
  const [left, middle, right] = bannerShade.across;
  return x < 0.5 ? left + (middle - left) * (x / 0.5) : middle + (right - middle) * ((x - 0.5) / 0.5);
}

describe("the banner's posters (scripts/make-banner-posters.ts)", () => {
  it("carry the shade in their pixels: the light is dimmed most at the left, where the text is", async () => {
    const light = await columns(frame);
    // A frame with light to dim: otherwise the comparison below would hold of any dark picture.
    expect(Math.max(...light)).toBeGreaterThan(NAVY_GREY + 15);
    for (const poster of posters) {
      const shaded = await columns(join(root, poster));
      shaded.forEach((value, i) => {
        const laid = coverage((i + 0.5) / 10);
        // The light through the shade, and the shade's own navy over it; within the encoder's error.
        expect(Math.abs(value - (light[i]! * (1 - laid) + NAVY_GREY * laid)), `${poster}, tenth ${i}`).toBeLessThan(3);
      });
    }
  });

  it("keep the poster written into every banner page small", () => {
    expect(statSync(join(root, posters[0]!)).size).toBeLessThanOrEqual(1536);
  });
});
