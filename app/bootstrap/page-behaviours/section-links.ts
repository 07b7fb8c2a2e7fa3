/**
 * A landing page's links to its own sections (app/components/landing/section-link.tsx marks them
 * `data-section-link`): a click scrolls to the section over 1000 ms, eased, lands it at its offset below the
 * window's top, moves keyboard focus to it and pushes its `#id` onto the history; Back, Forward and a typed hash
 * scroll to their section (an empty hash to the top); a page opened with a hash lands on its section at once.
 * Visitors who prefer reduced motion get every scroll at once. Without JavaScript the same links land at the same
 * places, as plain `#id` links (app.css, "Where a link to a section lands"). Pages without such links are left alone.
 */
import { prefersReducedMotion } from "../../lib/motion";

/** How long a smooth in-page scroll takes. */
export const SECTION_SCROLL_MS = 1000;

/** The attribute that marks a link to a section of the same page. */
export const SECTION_LINK_ATTRIBUTE = "data-section-link";

export const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * How far below the window's top a link target lands: the root's scroll-padding (the fixed header's height) plus
 * the target's own scroll-margin, which is what the browser itself lands a `#id` link by without JavaScript. The
 * offsets of docs/product-rules.md (70, 80, 90, and 60 from the phone drawer) are set there, in app.css, so the
 * animated scroll ends where the plain link does.
 */
const offsetOf = (target: Element) =>
  px(getComputedStyle(document.documentElement).scrollPaddingTop) + px(getComputedStyle(target).scrollMarginTop);

/** The scroll position that lands this target at its offset, within what the page can scroll. */
function destinationOf(target: Element): number {
  const top = target.getBoundingClientRect().top + window.scrollY - offsetOf(target);
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return Math.round(Math.min(Math.max(top, 0), Math.max(max, 0)));
}

/** The section a target stands for: itself, or for a link target of its own (SectionAnchor), the section after it. */
const sectionOf = (target: HTMLElement) =>
  target.hasAttribute("data-section-anchor") && target.nextElementSibling instanceof HTMLElement
    ? target.nextElementSibling
    : target;

/**
 * Moves keyboard focus to the section the visitor asked for, without scrolling, so the next Tab continues from
 * there as it would after a native anchor jump. A section that was not focusable gets tabindex -1 and no ring.
 */
function focusSection(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.classList.add("outline-none");
  }
  element.focus({ preventScroll: true });
}

let running: { id: string; cancel: () => void } | null = null;

function cancelRunningScroll() {
  running?.cancel();
  running = null;
}

interface ScrollOptions {
  /** Animate (1000 ms, eased) unless the visitor prefers reduced motion; false jumps at once. */
  animate?: boolean;
  /** Focus the section once it is reached (after a click, not after back or a page load). */
  focus?: boolean;
}

/**
 * Scrolls so the element with this id lands at its offset below the window's top (offsetOf): over 1000 ms with an
 * ease-in-out curve, drawn with requestAnimationFrame, or at once for visitors who prefer reduced motion. The
 * destination is measured on every frame, so late layout changes still end on the section. A wheel or touch by the
 * visitor stops the animation where it is. An empty id means the top of the page. Returns false if there is no such id.
 */
export function scrollToSection(id: string, { animate = true, focus = false }: ScrollOptions = {}): boolean {
  const element = id ? document.getElementById(id) : document.documentElement;
  if (!element) return false;
  // Back fires both popstate and hashchange: the second must not restart the animation already under way.
  if (running?.id === id && !focus) return true;
  cancelRunningScroll();
  const destination = () => (id ? destinationOf(element) : 0);
  const done = () => {
    if (focus && element !== document.documentElement) focusSection(sectionOf(element));
  };

  if (!animate || prefersReducedMotion()) {
    window.scrollTo({ top: destination(), behavior: "instant" });
    // After this frame, so the focus is not taken back by a drawer that is closing in the same click.
    if (focus) requestAnimationFrame(() => requestAnimationFrame(done));
    return true;
  }

  const start = window.scrollY;
  const startedAt = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("wheel", cancelRunningScroll);
    window.removeEventListener("touchstart", cancelRunningScroll);
  };
  const step = (now: number) => {
    const progress = Math.min(Math.max((now - startedAt) / SECTION_SCROLL_MS, 0), 1);
    window.scrollTo({ top: start + (destination() - start) * easeInOutCubic(progress), behavior: "instant" });
    if (progress < 1) {
      frame = requestAnimationFrame(step);
      return;
    }
    stop();
    running = null;
    done();
  };
  frame = requestAnimationFrame(step);
  window.addEventListener("wheel", cancelRunningScroll, { passive: true });
  window.addEventListener("touchstart", cancelRunningScroll, { passive: true });
  running = { id, cancel: stop };
  return true;
}

export const idFromHash = (hash: string) => {
  const id = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
};

/**
 * A click on a section link: it scrolls smoothly to the section and pushes `#id` onto the history, so the section
 * can be linked to and Back returns to the previous one. The pushed entry keeps the current state object (a router
 * that counts its entries there still counts right). Modified clicks, and links to an id the page does not have,
 * stay the browser's.
 */
function followSectionLink(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest(`a[${SECTION_LINK_ATTRIBUTE}]`) : null;
  const hash = link?.getAttribute("href") ?? "";
  const id = idFromHash(hash);
  if (!hash.startsWith("#") || !id || !document.getElementById(id)) return;
  event.preventDefault();
  // The same hash again does not stack a duplicate entry; the query string (campaign tags) is kept.
  if (window.location.hash !== hash) window.history.pushState(window.history.state, "", hash);
  scrollToSection(id, { focus: true });
}

/**
 * Starts the section links. The click listener is on the document in the capture phase, so it runs before any other
 * script's, and acts only on marked links. The rest is for the page the document was opened at, when it has section
 * links: its hash on arrival, typed hashes, and Back or Forward to its own entries, which go no further than this
 * popstate listener (added before any router's) while the page still shows its section links.
 */
export function startSectionLinks() {
  document.addEventListener("click", followSectionLink, true);
  const hasLinks = () => document.querySelector(`a[${SECTION_LINK_ATTRIBUTE}]`) !== null;
  if (!hasLinks()) return;
  // Back and Forward are ours to animate; the browser's own scroll restore would jump first.
  window.history.scrollRestoration = "manual";

  const initial = idFromHash(window.location.hash);
  if (initial && scrollToSection(initial, { animate: false })) {
    // Web fonts can reflow the text above the section once they arrive: land again if nobody has scrolled since.
    const landedAt = window.scrollY;
    void document.fonts?.ready.then(() => {
      if (window.scrollY === landedAt && idFromHash(window.location.hash) === initial)
        scrollToSection(initial, { animate: false });
    });
  }

  const page = window.location.pathname + window.location.search;
  const onThisPage = () => window.location.pathname + window.location.search === page && hasLinks();
  window.addEventListener("hashchange", () => {
    if (onThisPage()) scrollToSection(idFromHash(window.location.hash));
  });
  window.addEventListener("popstate", (event) => {
    if (!onThisPage()) return;
    event.stopImmediatePropagation();
    scrollToSection(idFromHash(window.location.hash));
  });
}
