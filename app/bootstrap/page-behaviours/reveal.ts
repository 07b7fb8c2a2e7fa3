/**
 * Blocks marked `data-reveal` (app/components/ui/reveal.tsx) fade in once, over 1000 ms, the first time they scroll
 * into view. Only blocks still below the fold when the page starts are hidden until seen; the prerendered HTML is
 * fully visible (no JavaScript, no problem), and nothing moves for visitors who prefer reduced motion. A block's
 * `data-reveal-delay` (ms) staggers a row of them.
 */
import { prefersReducedMotion } from "./motion-preference";

const HIDDEN = ["translate-y-6", "opacity-0"];
const SHOWN = ["translate-y-0", "opacity-100", "transition-[opacity,translate]", "duration-1000", "ease-out"];

/** Seen once this much of it is above the window's bottom edge. */
const ROOT_MARGIN = "0px 0px -8% 0px";

function show(element: HTMLElement) {
  const delay = element.dataset.revealDelay;
  if (delay) element.style.transitionDelay = `${delay}ms`;
  element.classList.remove(...HIDDEN);
  element.classList.add(...SHOWN);
}

export function startReveal() {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  const below = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter(
    (element) => element.getBoundingClientRect().top >= window.innerHeight,
  );
  if (!below.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        show(entry.target as HTMLElement);
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  for (const element of below) {
    element.classList.add(...HIDDEN);
    observer.observe(element);
  }
}
