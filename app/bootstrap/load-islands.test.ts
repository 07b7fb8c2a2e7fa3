// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdEarlySubmits, type EarlyForms } from "./hold-early-submits";
import { loadIslands } from "./load-islands";

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
const observed: { callback: IntersectionObserverCallback; target?: Element; rootMargin?: string }[] = [];
class FakeIntersectionObserver {
  entry: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, rootMargin: options?.rootMargin };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {}
}
const scrollTo = (element: Element) =>
  observed
    .filter((entry) => entry.target === element)
    .forEach((entry) => entry.callback([{ isIntersecting: true, target: element } as never], entry as never));

function page(load: string, extra = "") {
  document.body.innerHTML = `<div data-island="block" data-load="${load}" ${extra} data-island-src="/assets/islands/block.js" data-island-imports="/assets/islands/react.js /assets/islands/hydrate.js"><form data-enquiry><input name="name"><button>Send</button></form></div><p id="elsewhere">Text</p>`;
  return document.querySelector<HTMLElement>("[data-island]")!;
}

let forms: EarlyForms;
let hydrated: HTMLElement[];
let load: ReturnType<typeof vi.fn<(url: string) => Promise<unknown>>>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  observed.length = 0;
  hydrated = [];
  load = vi.fn((url: string) =>
    Promise.resolve({ url, default: "Block", hydrateIsland: (element: HTMLElement) => hydrated.push(element) }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).__earlyForms;
  sessionStorage.clear();
  document.head.innerHTML = "";
});

const arm = () => {
  forms = holdEarlySubmits({ window, document, setTimeout: () => 0 });
  const failed = vi.fn();
  loadIslands(forms, failed, load);
  return failed;
};

describe("the page's islands", () => {
  it("load when they reach the screen, with the modules they import preloaded, and not before", async () => {
    const element = page("screen", 'data-load-ahead="50% 0px"');
    arm();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(observed[0]!.rootMargin).toBe("50% 0px");
    scrollTo(element);
    scrollTo(element);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith("/assets/islands/block.js");
    expect(hydrated).toEqual([element]);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/islands/react.js",
      "/assets/islands/hydrate.js",
    ]);
  });

  it("wait for a first use inside them when they load on use; a tap elsewhere does not count", async () => {
    const element = page("use");
    arm();
    document.getElementById("elsewhere")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    element.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(hydrated).toEqual([element]);
  });

  it("load at once for a use that came before the page's script", async () => {
    const element = page("use");
    forms = holdEarlySubmits({ window, document, setTimeout: () => 0 });
    element.querySelector("input")!.dispatchEvent(new Event("keydown", { bubbles: true }));
    loadIslands(forms, vi.fn(), load);
    await settle();
    expect(hydrated).toEqual([element]);
  });

  it("load for a submit that is held", async () => {
    const element = page("use");
    arm();
    element.querySelector("form")!.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    await settle();
    expect(hydrated).toEqual([element]);
  });

  it("load a notice only on a page opened with one", async () => {
    page("notice");
    arm();
    await settle();
    expect(load).not.toHaveBeenCalled();

    const element = page("notice");
    sessionStorage.setItem("notice", "Email sent successfully");
    arm();
    await settle();
    expect(hydrated).toEqual([element]);
  });

  it("report a module that cannot be loaded", async () => {
    const element = page("screen");
    load.mockRejectedValueOnce(new Error("offline"));
    const failed = arm();
    scrollTo(element);
    await settle();
    expect(failed).toHaveBeenCalledWith(new Error("offline"));
  });
});
