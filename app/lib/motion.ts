/**
 * The carousels' pace (docs/product-rules.md, "Motion and carousels"): a testimonial advances every 25 s and a client logo every 10 s, at every
 * width. The movement is continuous, so the pace is a speed that follows from a slide's width: see carouselSpeed.
 */
export const TESTIMONIAL_STEP_MS = 25_000;
export const LOGO_STEP_MS = 10_000;

/** Embla moves its carousels in fixed steps of 1/60 s (whatever the screen's frame rate); AutoScroll's speed is per step. */
const EMBLA_STEPS_PER_SECOND = 60;

/**
 * AutoScroll's speed (pixels per Embla step) that moves one slide along in `stepMs`, for a slide `slideWidthPx`
 * wide: the distance between two successive slides' left edges, gap included. 0 for a slide not laid out yet.
 */
export function carouselSpeed(slideWidthPx: number, stepMs: number): number {
  if (!(slideWidthPx > 0) || !(stepMs > 0)) return 0;
  return slideWidthPx / ((stepMs / 1000) * EMBLA_STEPS_PER_SECOND);
}

/**
 * Whether the visitor has asked for reduced motion; false where there is no window (prerendering). Asked by the
 * islands and by the page's inline script (app/bootstrap), so this file imports nothing.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
