// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { BannerVideo, bannerMedia } from "~/components/ui/banner-video";
import { VIDEO_SCREENS } from "~/lib/media-queries";
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

  it("is one pixel shorter than the poster, and fades in once it plays", async () => {
    startBannerVideo(() => Promise.resolve());
    await settle();
    const video = slot().querySelector("video")!;
    expect(video.className).toContain("h-[calc(100%-1px)]");
    expect(video.classList.contains("opacity-0")).toBe(true);
    video.dispatchEvent(new Event("playing"));
    expect(video.classList.contains("opacity-0")).toBe(false);
    expect(video.classList.contains("opacity-100")).toBe(true);
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
    expect(slot().closest("[aria-hidden]")!.querySelector("img")!.getAttribute("src")).toBe(bannerMedia.poster);
  });
});
