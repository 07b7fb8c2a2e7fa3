import { useState } from "react";
import { prefersReducedMotion } from "~/lib/motion";
import { useHydrated } from "~/lib/use-hydrated";

export const bannerMedia = {
  /** The poster in AVIF (3 KB), with WebP (7 KB) for browsers without AVIF and for the video's own poster. */
  posterAvif: "/media/banner-poster.avif",
  poster: "/media/banner-poster.webp",
  webm: "/media/banner.webm",
  mp4: "/media/banner.mp4",
};

function wantsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !prefersReducedMotion() && !connection?.saveData;
}

/**
 * The banner's moving background. The poster is a plain image in the prerendered HTML, so it paints first; the
 * muted, looping, inline video is only added after hydration, and never for visitors who prefer reduced motion
 * or have asked to save data.
 */
export function BannerVideo() {
  const showVideo = useHydrated() && wantsVideo();
  const [playing, setPlaying] = useState(false);

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
      {showVideo && (
        <video
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={bannerMedia.poster}
          onPlaying={() => setPlaying(true)}
          // One pixel shorter than the poster: the browser then keeps the poster, painted with the page, as the
          // page's largest paint, instead of the decorative video that starts after hydration.
          className={`absolute inset-x-0 top-0 h-[calc(100%-1px)] w-full object-cover transition-opacity duration-700 ${playing ? "opacity-100" : "opacity-0"}`}
        >
          <source src={bannerMedia.webm} type="video/webm" />
          <source src={bannerMedia.mp4} type="video/mp4" />
        </video>
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-navy-950/90 via-navy-950/70 to-navy-950/30" />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-navy-950/60 to-transparent" />
    </div>
  );
}
