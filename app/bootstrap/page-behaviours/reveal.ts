/**
 * Blocks marked `data-reveal` (app/components/ui/reveal.tsx) fade in once, over 1000 ms, the first time they scroll
 * into view. Only blocks still below the fold when the page starts are hidden until seen; the prerendered HTML is
 * fully visible (no JavaScript, no problem), and nothing moves for visitors who prefer reduced motion. A block's
 * `data-reveal-delay` (ms) staggers a row of them.
 */
import { prefersReducedMotion } from "../../lib/motion";

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

/**
 * Where each block is comes from an IntersectionObserver's first report, not from reading its box: reading boxes
 * while the page starts would make the browser lay the whole page out at once, on the main thread, before the visitor
 * can tap. A block wholly below the window's bottom edge then is hidden (a frame after the first paint, where no one
 * sees it) and handed to the observer that fades it in.
 */
export function startReveal() {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  const blocks = document.querySelectorAll<HTMLElement>("[data-reveal]");
  if (!blocks.length) return;
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal.unobserve(entry.target);
        show(entry.target as HTMLElement);
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  const place = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      place.unobserve(entry.target);
      if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) continue;
      entry.target.classList.add(...HIDDEN);
      reveal.observe(entry.target);
    }
  });
  for (const block of blocks) place.observe(block);
}
