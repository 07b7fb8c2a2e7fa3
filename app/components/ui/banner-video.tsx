export const bannerMedia = {
  /** The poster in AVIF (3 KB), with WebP (7 KB) for browsers without AVIF and for the video's own poster. */
  posterAvif: "/media/banner-poster.avif",
  poster: "/media/banner-poster.webp",
  webm: "/media/banner.webm",
  mp4: "/media/banner.mp4",
};

/**
 * The banner's moving background. The poster is a plain image in the prerendered HTML, so it paints first; the
 * muted, looping, inline video goes into the empty slot after it once the page has loaded and painted
 * (app/bootstrap/page-behaviours/banner-video.ts), and never for visitors who prefer reduced motion or have asked
 * to save data.
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
      {/* Its content is the script's: React leaves the inside of an element with inner HTML of its own alone. */}
      <div
        data-banner-video=""
        data-poster={bannerMedia.poster}
        data-webm={bannerMedia.webm}
        data-mp4={bannerMedia.mp4}
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
      <div className="absolute inset-0 bg-gradient-to-r from-navy-950/90 via-navy-950/70 to-navy-950/30" />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-navy-950/60 to-transparent" />
    </div>
  );
}
