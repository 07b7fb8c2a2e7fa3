// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { startHeaderScrolled } from "./header-scrolled";

const scrollTo = (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
};

describe("the header's scrolled state", () => {
  it("is set at start, and follows the scroll: true below the very top, false at it", () => {
    document.body.innerHTML = `<header data-scrolled="false"></header><header id="other"></header>`;
    const header = document.querySelector("header")!;
    Object.defineProperty(window, "scrollY", { value: 40, configurable: true });
    startHeaderScrolled(window);
    expect(header.dataset.scrolled).toBe("true");
    scrollTo(0);
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(1);
    expect(header.dataset.scrolled).toBe("true");
    // Only the header that carries the state.
    expect(document.getElementById("other")!.hasAttribute("data-scrolled")).toBe(false);
  });
});
