// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startReveal } from "./reveal";

/** The observers made, with what they watch, so a test can bring an element into view. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; watched: Element[] }[];
let reducedMotion: boolean;

beforeEach(() => {
  observers = [];
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes("reduce") })) as never;
  window.IntersectionObserver = class {
    watched: Element[] = [];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push(Object.assign(this, { callback, options }));
    }
    observe(element: Element) {
      this.watched.push(element);
    }
    unobserve(element: Element) {
      this.watched = this.watched.filter((watched) => watched !== element);
    }
    disconnect() {}
  } as never;
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  document.body.innerHTML = `<ul><li id="above" data-reveal>One</li>
    <li id="fold" data-reveal data-reveal-delay="100">Two</li><li id="below" data-reveal data-reveal-delay="200">Three</li><li id="plain">Four</li></ul>`;
  for (const element of document.querySelectorAll("li"))
    element.getBoundingClientRect = () => {
      throw new Error("reading a box lays the page out: the observers report where blocks are");
    };
});

/** Where each block is when the page starts, as the first observer's first report gives it. */
const tops: Record<string, number> = { above: 300, fold: 800, below: 1400 };

/** The first observer reports where every block it watches is; the second is the one that fades them in. */
function placed() {
  const place = observers.find(({ options }) => !options?.rootMargin)!;
  place.callback(
    place.watched.map(
      (target) =>
        ({
          target,
          isIntersecting: tops[target.id]! < window.innerHeight,
          boundingClientRect: { top: tops[target.id]! },
        }) as unknown as IntersectionObserverEntry,
    ),
    place as never,
  );
  expect(place.watched).toEqual([]);
}
const revealer = () => observers.find(({ options }) => options?.rootMargin)!;
afterEach(() => document.body.replaceChildren());

const element = (id: string) => document.getElementById(id)!;
const hidden = (id: string) => element(id).classList.contains("opacity-0");

function comeIntoView(id: string) {
  const observer = revealer();
  expect(observer.watched).toContain(element(id));
  observer.callback(
    [{ target: element(id), isIntersecting: true } as unknown as IntersectionObserverEntry],
    observer as never,
  );
}

describe("reveal", () => {
  it("hides only the marked blocks still below the fold, until each comes into view", () => {
    startReveal();
    expect([hidden("above"), hidden("fold"), hidden("below")]).toEqual([false, false, false]);
    placed();
    expect([hidden("above"), hidden("fold"), hidden("below"), hidden("plain")]).toEqual([false, true, true, false]);
    expect(revealer().options?.rootMargin).toBe("0px 0px -8% 0px");
    comeIntoView("below");
    expect(hidden("below")).toBe(false);
    expect(element("below").className).toContain("duration-1000");
    expect(element("below").style.transitionDelay).toBe("200ms");
    expect(hidden("fold")).toBe(true);
  });

  it("fades a block in once: it is no longer watched after", () => {
    startReveal();
    placed();
    comeIntoView("fold");
    expect(revealer().watched).toEqual([element("below")]);
  });

  it("moves nothing for visitors who prefer reduced motion", () => {
    reducedMotion = true;
    startReveal();
    expect([hidden("fold"), hidden("below")]).toEqual([false, false]);
    expect(observers).toEqual([]);
  });
});
