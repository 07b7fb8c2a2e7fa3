/**
 * The shade over the banner's moving light that keeps its white text readable: the theme's navy-950 (app/app.css),
 * from 90% at the left edge through 70% to 30% at the right, and a band along the bottom, 8rem tall, that deepens
 * from nothing to 60%.
 *
 * The posters carry it in their pixels (scripts/make-banner-posters.ts), and the CSS below draws it only over the
 * video, which comes later. Drawn by CSS over the whole banner, it took about a third of a shown page's first frame in
 * a software raster (docs/benchmarks.md), for a picture that does not move.
 */
export const bannerShade = {
  /** How much navy covers the light at the left edge, the middle and the right edge. */
  across: [0.9, 0.7, 0.3],
  /** The band along the bottom: how much navy at the very bottom, and how tall, in rem. */
  bottom: { coverage: 0.6, heightRem: 8 },
} as const;

const navy = (coverage: number) =>
  `color-mix(in oklab, var(--color-navy-950) ${Math.round(coverage * 100)}%, transparent)`;

/** The shade as two CSS backgrounds, for an element over the video. */
export const bannerShadeCss = {
  across: `linear-gradient(to right, ${bannerShade.across.map(navy).join(", ")})`,
  bottom: `linear-gradient(to top, ${navy(bannerShade.bottom.coverage)}, ${navy(0)})`,
};
