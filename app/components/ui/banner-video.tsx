import { VIDEO_SCREENS } from "../../lib/media-queries";
import { bannerShade, bannerShadeCss } from "../../lib/banner-shade";
import posterAvif from "./banner-poster.avif?inline";

export const bannerMedia = {
  /**
   * The poster in AVIF (1 KB, 480 x 270, scaled up: a soft gradient looks the same), written into the page as a data
   * URL, so it paints with the page's text instead of a round trip later. It carries the banner's shade in its pixels
   * (app/lib/banner-shade.ts). WebP (960 x 540) for browsers without AVIF.
   */
  posterAvif,
  poster: "/media/banner-poster.webp",
  webm: "/media/banner.webm",
  mp4: "/media/banner.mp4",
};

/**
 * The video and the shade over it as inert markup, for the script to put in place (as a string: React leaves the
 * inside of an element with inner HTML of its own alone, so the script's change survives React hydrating the page).
 * The video is one pixel shorter than the poster: the browser then keeps the poster, painted with the page, as the
 * page's largest paint, instead of the decorative video that starts later. Video and shade fade in together once the
 * video plays (opacity-0 to opacity-100), over the shaded poster, so the video needs no poster of its own.
 */
const videoTemplate =
  `<template><div class="absolute inset-0 transition-opacity duration-700 opacity-0">` +
  `<video autoplay muted loop playsinline preload="auto" class="absolute inset-x-0 top-0 h-[calc(100%-1px)] w-full object-cover">` +
  `<source src="${bannerMedia.webm}" type="video/webm"><source src="${bannerMedia.mp4}" type="video/mp4"></video>` +
  `<div class="absolute inset-0" style="background-image:${bannerShadeCss.across}"></div>` +
  `<div class="absolute inset-x-0 bottom-0" style="height:${bannerShade.bottom.heightRem}rem;background-image:${bannerShadeCss.bottom}"></div>` +
  `</div></template>`;

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
    </div>
  );
}
