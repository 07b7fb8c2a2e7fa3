// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { easeInOutCubic, SECTION_SCROLL_MS, startSectionLinks } from "./section-links";

// A landing page in miniature: the fixed header's 70 px are the root's scroll-padding, the form adds 10 px of its own
// scroll-margin (its 80 px offset), and each section sits at a fixed place in the document.
const sectionTops: Record<string, number> = { about: 1000, services: 2000, "our-services": 2000, form: 600 };
const scrollMargins: Record<string, string> = { form: "10px", "our-services": "20px" };

let scrollY = 0;
let now = 0;
let frames: FrameRequestCallback[] = [];
let reducedMotion = false;
const scrolls: number[] = [];

/** Runs the frames requested so far, at time `at`. */
function frameAt(at: number) {
  now = at;
  const due = frames;
  frames = [];
  for (const callback of due) callback(at);
}

beforeAll(() => {
  document.body.innerHTML = `<header><a data-section-link href="#about">About</a>
    <a data-section-link href="#services">Services</a><a data-section-link href="#form">Start</a>
    <a data-section-link href="#our-services">Our services</a>
    <a data-section-link href="#nowhere">Gone</a><a href="#about">Plain</a></header>
    <section id="form"></section><section id="about" tabindex="0"></section>
    <span id="our-services" data-section-anchor></span><section id="services"></section>`;
  for (const [id, top] of Object.entries(sectionTops))
    document.getElementById(id)!.getBoundingClientRect = () => ({ top: top - scrollY }) as DOMRect;
  Object.defineProperty(document.documentElement, "scrollHeight", { value: 5000, configurable: true });
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  Object.defineProperty(window, "scrollY", { get: () => scrollY, configurable: true });
  vi.spyOn(window, "getComputedStyle").mockImplementation(
    (element) =>
      ({
        scrollPaddingTop: element === document.documentElement ? "70px" : "0px",
        scrollMarginTop: scrollMargins[(element as HTMLElement).id] ?? "0px",
      }) as CSSStyleDeclaration,
  );
  window.scrollTo = ((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
    scrolls.push(scrollY);
  }) as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes("reduce") })) as never;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  window.requestAnimationFrame = (callback) => frames.push(callback);
  window.cancelAnimationFrame = () => {};
  // Opened at a hash, with a campaign tag.
  window.history.replaceState(null, "", "/web-development?utm_source=ad#services");
  startSectionLinks();
});

beforeEach(() => {
  frames = [];
  scrolls.length = 0;
  reducedMotion = false;
});
afterEach(() => frameAt(now + 10 * SECTION_SCROLL_MS));

const link = (name: string) => [...document.querySelectorAll("a")].find((a) => a.textContent === name)!;
const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));

describe("a page opened at a hash", () => {
  it("lands on its section at once, at its offset, and takes over Back and Forward's scroll", () => {
    expect(scrollY).toBe(2000 - 70);
    expect(window.history.scrollRestoration).toBe("manual");
  });
});

describe("a click on a section link", () => {
  it("scrolls over 1000 ms, eased, to the section at its offset, then focuses it, and pushes its hash", () => {
    scrollY = 0;
    const before = window.history.length;
    expect(click(link("Start"))).toBe(false);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/web-development?utm_source=ad#form",
    );
    expect(window.history.length).toBe(before + 1);
    const destination = 600 - 70 - 10;
    frameAt(now);
    frameAt(now + SECTION_SCROLL_MS / 4);
    expect(scrollY).toBeCloseTo(destination * easeInOutCubic(0.25));
    frameAt(now + SECTION_SCROLL_MS / 4);
    expect(scrollY).toBeCloseTo(destination / 2);
    expect(document.activeElement).not.toBe(document.getElementById("form"));
    frameAt(now + SECTION_SCROLL_MS / 2);
    expect(scrollY).toBe(destination);
    // Focus moves without a ring to a section that was not focusable, and stays a section that was.
    const form = document.getElementById("form")!;
    expect(document.activeElement).toBe(form);
    expect(form.getAttribute("tabindex")).toBe("-1");
    expect(form.classList.contains("outline-none")).toBe(true);
  });

  it("lands a link target of its own at its own offset, and focuses the section after it", () => {
    click(link("Our services"));
    frameAt(now);
    frameAt(now + SECTION_SCROLL_MS);
    expect(scrollY).toBe(2000 - 70 - 20);
    expect(document.activeElement).toBe(document.getElementById("services"));
  });

  it("does not push the same hash twice", () => {
    click(link("About"));
    const length = window.history.length;
    click(link("About"));
    expect(window.history.length).toBe(length);
    frameAt(now);
    frameAt(now + SECTION_SCROLL_MS);
    expect(scrollY).toBe(1000 - 70);
    expect(document.activeElement?.getAttribute("tabindex")).toBe("0");
  });

  it("jumps at once for visitors who prefer reduced motion", () => {
    reducedMotion = true;
    click(link("Services"));
    expect(scrolls).toEqual([2000 - 70]);
  });

  it("leaves modified clicks, unmarked links and links to a missing section to the browser", () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(click(link("Services"), init)).toBe(true);
    expect(click(link("Plain"))).toBe(true);
    expect(click(link("Gone"))).toBe(true);
    expect(frames).toEqual([]);
  });
});

describe("Back and Forward", () => {
  it("scroll to the entry's section, and go no further than the page's own listener", () => {
    const later = vi.fn();
    window.addEventListener("popstate", later);
    window.history.replaceState(null, "", "#about");
    scrollY = 0;
    window.dispatchEvent(new PopStateEvent("popstate"));
    // The hash change that comes with it does not restart the scroll.
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    frameAt(now);
    frameAt(now + SECTION_SCROLL_MS);
    expect(scrollY).toBe(1000 - 70);
    expect(later).not.toHaveBeenCalled();
    window.removeEventListener("popstate", later);
  });

  it("scroll to the top for an entry without a hash, and leave other pages' entries alone", () => {
    window.history.replaceState(null, "", "/web-development?utm_source=ad");
    window.dispatchEvent(new PopStateEvent("popstate"));
    frameAt(now);
    frameAt(now + SECTION_SCROLL_MS);
    expect(scrollY).toBe(0);

    const later = vi.fn();
    window.addEventListener("popstate", later);
    window.history.replaceState(null, "", "/services#about");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(later).toHaveBeenCalledOnce();
    expect(frames).toEqual([]);
    window.removeEventListener("popstate", later);
    window.history.replaceState(null, "", "/web-development?utm_source=ad");
  });
});
