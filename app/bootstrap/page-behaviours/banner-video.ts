/**
 * The banner's moving background (app/components/ui/banner-video.tsx renders its poster and an empty slot for it,
 * `data-banner-video` with the files' addresses). The video is added once the page has loaded and painted, so the
 * poster, painted with the page, stays its largest paint; and never for visitors who prefer reduced motion or have
 * asked to save data. Muted, looping and inline, it fades in once it plays.
 */
import { prefersReducedMotion } from "./motion-preference";

/** What the slot carries: the poster and the video's files, WebM first. */
export interface BannerVideoSlot {
  poster: string;
  webm: string;
  mp4: string;
}

// One pixel shorter than the poster: the browser then keeps the poster as the page's largest paint, instead of the
// decorative video that starts later.
const videoClass = "absolute inset-x-0 top-0 h-[calc(100%-1px)] w-full object-cover transition-opacity duration-700";
const HIDDEN = "opacity-0";
const SHOWN = "opacity-100";

export function wantsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !prefersReducedMotion() && !connection?.saveData;
}

/** The video element for a slot, hidden until it plays. */
export function bannerVideo({ poster, webm, mp4 }: BannerVideoSlot): HTMLVideoElement {
  const video = document.createElement("video");
  // Set as properties too: `muted` as an attribute alone does not mute a video made by a script.
  Object.assign(video, { autoplay: true, muted: true, loop: true, playsInline: true, preload: "auto", poster });
  for (const attribute of ["autoplay", "muted", "loop", "playsinline"]) video.setAttribute(attribute, "");
  video.className = `${videoClass} ${HIDDEN}`;
  video.addEventListener(
    "playing",
    () => {
      video.classList.remove(HIDDEN);
      video.classList.add(SHOWN);
    },
    { once: true },
  );
  for (const [src, type] of [
    [webm, "video/webm"],
    [mp4, "video/mp4"],
  ] as const)
    video.append(Object.assign(document.createElement("source"), { src, type }));
  return video;
}

/** Fills every banner video slot of the page, once `ready()` resolves. */
export function startBannerVideo(ready: () => Promise<void>) {
  const slots = [...document.querySelectorAll<HTMLElement>("[data-banner-video]")];
  if (!slots.length || !wantsVideo()) return;
  void ready().then(() => {
    for (const slot of slots) {
      const { poster = "", webm = "", mp4 = "" } = slot.dataset;
      if (!slot.firstChild) slot.append(bannerVideo({ poster, webm, mp4 }));
    }
  });
}
