/** Whether the visitor has asked for reduced motion; false where there is no window (prerendering). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
