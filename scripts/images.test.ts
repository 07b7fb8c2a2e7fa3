import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { convertImages, IMAGE_WIDTH, withServedImages } from "./images";

const dir = mkdtempSync(join(tmpdir(), "images-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an uploaded photo in the build", () => {
  it("is served as WebP at the width its places need, the original left out; share images stay PNG", async () => {
    mkdirSync(join(dir, "images/blog/a-post"), { recursive: true });
    mkdirSync(join(dir, "images/og"), { recursive: true });
    const photo = sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#336699" } });
    await photo.clone().jpeg().toFile(join(dir, "images/blog/a-post/cover.jpg"));
    await photo.clone().png().toFile(join(dir, "images/og/default.png"));

    expect(await convertImages(dir)).toBe(1);
    expect(readdirSync(join(dir, "images/blog/a-post"))).toEqual(["cover.webp"]);
    const meta = await sharp(join(dir, "images/blog/a-post/cover.webp")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", IMAGE_WIDTH, 853]);
    expect(readdirSync(join(dir, "images/og"))).toEqual(["default.png"]);
  });

  it("is named by its served path in the pages' data", () => {
    expect(
      withServedImages({
        cover: { src: "/images/blog/a-post/cover.jpg", alt: "x" },
        og: "/images/og/default.png",
        svg: "/images/services/web.svg",
      }),
    ).toEqual({
      cover: { src: "/images/blog/a-post/cover.webp", alt: "x" },
      og: "/images/og/default.png",
      svg: "/images/services/web.svg",
    });
  });
});
