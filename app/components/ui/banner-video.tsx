import { VIDEO_SCREENS } from "~/lib/media-queries";
import posterAvif from "./banner-poster.avif?inline";

export const bannerMedia = {
  /**
   * The poster in AVIF (1 KB, 480 x 270, scaled up: a soft gradient looks the same), written into the page as a data
   * URL, so it paints with the page's text instead of a round trip later. WebP (7 KB) for browsers without AVIF.
   */
  posterAvif,
  poster: "/media/banner-poster.webp",
  webm: "/media/banner.webm",
  mp4: "/media/banner.mp4",
};

/**
 * The video as inert markup, for the script to put in place (as a string: React leaves the inside of an element with
 * inner HTML of its own alone, so the script's change survives React hydrating the page). It is one pixel shorter
 * than the poster: the browser then keeps the poster, painted with the page, as the page's largest paint, instead of
 * the decorative video that starts later. It fades in once it plays (opacity-0 to opacity-100), over the poster
 * image, so it needs no poster of its own.
 */
const videoTemplate =
  `<template><video autoplay muted loop playsinline preload="auto" ` +
  `class="absolute inset-x-0 top-0 h-[calc(100%-1px)] w-full object-cover transition-opacity duration-700 opacity-0">` +
  `<source src="${bannerMedia.webm}" type="video/webm"><source src="${bannerMedia.mp4}" type="video/mp4">` +
  `</video></template>`;

/**
 * The banner's moving background. The poster is a plain image in the prerendered HTML, so it paints first; the
 * muted, looping, inline video comes out of its template once the page has loaded and painted
 * (app/bootstrap/page-behaviours/banner-video.ts), on VIDEO_SCREENS only, and never for visitors who prefer reduced
 * motion or have asked to save data.
 */
export function BannerVideo() {
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <picture>
        <source srcSet={bannerMedia.posterAvif} type="image/avif" />
        <img
          src={bannerMedia.poster}
          alt=""
          width={960}
          height={540}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </picture>
      <div
        data-banner-video={VIDEO_SCREENS}
        dangerouslySetInnerHTML={{ __html: videoTemplate }}
        suppressHydrationWarning
      />
      <div className="absolute inset-0 bg-gradient-to-r from-navy-950/90 via-navy-950/70 to-navy-950/30" />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-navy-950/60 to-transparent" />
    </div>
  );
}
