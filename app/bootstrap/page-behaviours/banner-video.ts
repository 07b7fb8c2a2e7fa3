/**
 * The banner's moving background: app/components/ui/banner-video.tsx renders the poster, and the video inert in a
 * template inside `data-banner-video`, whose value is the media query of the screens it plays on. The video is put in
 * place once the page has loaded and painted, so the poster, painted with the page, stays its largest paint; only on
 * those screens, and never for visitors who prefer reduced motion or have asked to save data. It fades in once it
 * plays, with the shade that the posters carry in their pixels drawn over it.
 */
import { prefersReducedMotion } from "../../lib/motion";

export function wantsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !prefersReducedMotion() && !connection?.saveData;
}

/** Puts every banner's video in place, once `ready()` resolves. */
export function startBannerVideo(ready: () => Promise<void>) {
  const slots = [...document.querySelectorAll<HTMLElement>("[data-banner-video]")].filter(
    (slot) => matchMedia(slot.dataset.bannerVideo ?? "").matches,
  );
  if (!slots.length || !wantsVideo()) return;
  void ready().then(() => {
    for (const slot of slots) {
      // The video with the shade over it (app/components/ui/banner-video.tsx), which fade in together.
      const layer = slot.querySelector("template")?.content.firstElementChild;
      const video = layer?.querySelector("video");
      if (!layer || !video) continue;
      // A video that is not made by the page's parser is muted by its property, not by the attribute alone.
      video.muted = true;
      video.addEventListener("playing", () => layer.classList.replace("opacity-0", "opacity-100"), { once: true });
      slot.append(layer);
    }
  });
}
