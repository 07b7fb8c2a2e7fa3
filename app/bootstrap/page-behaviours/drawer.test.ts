// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startDrawers } from "./drawer";

// The listeners are on the document, as in a page: started once for the file.
beforeAll(() => startDrawers(document));
afterEach(() => document.body.replaceChildren());

// jsdom has no popovers, and no focus inside one: whether the drawer is open is the test's to say.
/** A page with a menu drawer. */
function page(open = true) {
  document.body.innerHTML = `<a id="outside" href="/">Home</a>
    <div id="menu" data-drawer=""><button id="close">Close</button>
      <nav><a id="about" href="#about">About</a><a id="services" href="/services">Services</a></nav></div>`;
  const drawer = document.getElementById("menu")!;
  const hidePopover = vi.fn();
  Object.assign(drawer, { hidePopover, matches: (selector: string) => selector === ":popover-open" && open });
  const element = (id: string) => document.getElementById(id)!;
  return { drawer, hidePopover, element };
}

function tab(from: HTMLElement, shiftKey = false) {
  from.focus();
  const event = new KeyboardEvent("keydown", { key: "Tab", shiftKey, bubbles: true, cancelable: true });
  from.dispatchEvent(event);
  return event;
}

const click = (element: HTMLElement, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));

describe("the drawer's focus trap", () => {
  it("sends Tab from the last control back to the first", () => {
    const { element } = page();
    const event = tab(element("services"));
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(element("close"));
  });

  it("sends Shift+Tab from the first control to the last", () => {
    const { element } = page();
    const event = tab(element("close"), true);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(element("services"));
  });

  it("leaves Tab between the controls, and outside the drawer, to the browser", () => {
    const { element } = page();
    expect(tab(element("close")).defaultPrevented).toBe(false);
    expect(tab(element("services"), true).defaultPrevented).toBe(false);
    expect(tab(element("outside")).defaultPrevented).toBe(false);
  });
});

describe("a link chosen in the drawer", () => {
  it("closes the open drawer, and the link is still followed", () => {
    const { hidePopover, element } = page();
    expect(click(element("about"))).toBe(true);
    expect(hidePopover).toHaveBeenCalledOnce();
  });

  it("leaves the menu open for a click with a modifier (a new tab) or another button", () => {
    const { hidePopover, element } = page();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      click(element("services"), init);
    expect(hidePopover).not.toHaveBeenCalled();
  });

  it("does nothing for the close button, links outside, or a drawer already closed", () => {
    const { hidePopover, element } = page();
    click(element("close"));
    click(element("outside"));
    expect(hidePopover).not.toHaveBeenCalled();
    const closed = page(false);
    click(closed.element("about"));
    expect(closed.hidePopover).not.toHaveBeenCalled();
  });
});
