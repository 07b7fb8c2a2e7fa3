import { readdirSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import sharp from "sharp";

/**
 * Photos uploaded through the editor (PNG or JPEG, under public/images/) are served as WebP, at most
 * IMAGE_WIDTH pixels wide: the widest place a content image takes is a 1200x630 blog cover, and the 640x400
 * cards, shown at up to 640 CSS pixels, get a sharp picture on a 2x screen. The build does it, not the editor:
 * `servedImage` rewrites the path in the pages (scripts/content-plugin.ts), `convertImages` writes the files
 * (scripts/postbuild.ts) and removes the originals from the build. The drawings already there are SVG and stay so;
 * the share images under /images/og/ stay PNG, which every social network reads.
 */
export const IMAGE_WIDTH = 1280;
const RASTER = /\.(png|jpe?g)$/i;
const KEPT = /^\/images\/og\//;
const converted = (src: string) => src.startsWith("/images/") && RASTER.test(src) && !KEPT.test(src);

/** Where the built site serves a content image. */
export const servedImage = (src: string): string => src.replace(RASTER, ".webp");

/** Every value of a content view with its raster image paths replaced by the served ones. */
export function withServedImages<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === "string" && converted(item) ? servedImage(item) : item,
  ) as T;
}

/** Converts each PNG/JPEG under build/client/images/ to WebP beside it and removes the original; returns the count. */
export async function convertImages(clientDir: string): Promise<number> {
  const dir = join(clientDir, "images");
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && RASTER.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => converted(`/images/${relative(dir, file).split(sep).join("/")}`));
  for (const file of files) {
    await sharp(file)
      .rotate()
      .resize({ width: IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(servedImage(file));
    rmSync(file);
  }
  return files.length;
}
