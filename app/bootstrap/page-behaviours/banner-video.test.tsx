// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { BannerVideo, bannerMedia } from "../../components/ui/banner-video";
import { VIDEO_SCREENS } from "../../lib/media-queries";
import { startBannerVideo } from "./banner-video";

let reducedMotion: boolean;
let saveData: boolean;
let wideScreen: boolean;
let painted: () => void;
const afterPaint = () => new Promise<void>((resolve) => (painted = resolve));

beforeEach(() => {
  reducedMotion = false;
  saveData = false;
  wideScreen = true;
  window.matchMedia = ((query: string) => ({
    matches: query === VIDEO_SCREENS ? wideScreen : reducedMotion && query.includes("reduce"),
  })) as never;
  Object.defineProperty(navigator, "connection", { get: () => ({ saveData }), configurable: true });
  // As the component renders it.
  document.body.innerHTML = renderToStaticMarkup(<BannerVideo />);
});
afterEach(() => document.body.replaceChildren());

const slot = () => document.querySelector("[data-banner-video]")!;
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe("the banner video", () => {
  it("is added to its slot only after the page has loaded and painted", async () => {
    startBannerVideo(afterPaint);
    await settle();
    expect(slot().querySelector("video")).toBeNull();
    painted();
    await settle();
    const video = slot().querySelector("video")!;
    expect({
      muted: video.muted,
      loop: video.loop,
      autoplay: video.autoplay,
      inline: video.hasAttribute("playsinline"),
      controls: video.controls,
    }).toEqual({ muted: true, loop: true, autoplay: true, inline: true, controls: false });
    expect([...video.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
  });

  it("is one pixel shorter than the poster, and fades in with the shade over it once it plays", async () => {
    // Before the video, the shade is in the posters' pixels only.
    expect(document.querySelectorAll("[style*=gradient]")).toHaveLength(0);
    startBannerVideo(() => Promise.resolve());
    await settle();
    const video = slot().querySelector("video")!;
    const layer = video.parentElement!;
    expect(video.className).toContain("h-[calc(100%-1px)]");
    const shades = [...layer.querySelectorAll<HTMLElement>("[style*=gradient]")];
    expect(shades).toHaveLength(2);
    // Over the video, as in the markup's order.
    for (const shade of shades)
      expect(video.compareDocumentPosition(shade) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(layer.classList.contains("opacity-0")).toBe(true);
    video.dispatchEvent(new Event("playing"));
    expect(layer.classList.contains("opacity-0")).toBe(false);
    expect(layer.classList.contains("opacity-100")).toBe(true);
  });

  it("is never added for visitors who prefer reduced motion or save data", async () => {
    for (const [motion, data] of [
      [true, false],
      [false, true],
    ]) {
      [reducedMotion, saveData] = [motion!, data!];
      startBannerVideo(() => Promise.resolve());
      await settle();
      expect(slot().querySelector("video")).toBeNull();
    }
  });

  it("is never added on a phone's screen: the banner keeps its poster", async () => {
    wideScreen = false;
    startBannerVideo(() => Promise.resolve());
    await settle();
    expect(slot().querySelector("video")).toBeNull();
    const picture = slot().closest("[aria-hidden]")!.querySelector("picture")!;
    expect(picture.querySelector("img")!.getAttribute("src")).toBe(bannerMedia.poster);
    expect(picture.querySelector("source")!.srcset).toBe(bannerMedia.posterAvif);
    expect(bannerMedia.posterAvif).toMatch(/^data:image\/avif;base64,/);
  });
});
