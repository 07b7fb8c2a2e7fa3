// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { island } from "./island";

/** A block with something that needs JavaScript: the button counts its presses once hydrated. */
function Counter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      {label} {presses}
    </button>
  );
}

/** The same island, with a count of how often its code was fetched; `arrive` lets a held fetch complete. */
function counterIsland({ held = false, loadOn = "screen" as "screen" | "interaction" } = {}) {
  const fetched = { count: 0 };
  let arrive = () => {};
  const arrival = held ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
  const Island = island(
    async () => {
      fetched.count += 1;
      await arrival;
      return Counter;
    },
    { fallbackClassName: "placeholder", loadOn },
  );
  return { Island, fetched, arrive: () => arrive() };
}

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] =
  [];
class FakeIntersectionObserver {
  entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [], options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}
async function scrollOnScreen(target: Element) {
  await act(async () => {
    for (const observer of [...observers]) {
      if (observer.targets.includes(target)) {
        observer.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function prerendered(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

let container: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  observers.length = 0;
});

describe("island", () => {
  it("is prerendered in full, so the HTML works without JavaScript", async () => {
    const { Island } = counterIsland();
    const html = await prerendered(<Island label="Presses" />);
    expect(html).not.toContain("placeholder");
    expect(html.replace(/<!--.*?-->/g, "")).toMatch(
      /^<div data-island="[^"]+"><button type="button">Presses 0<\/button><\/div>$/,
    );
  });

  it("on the page as opened, keeps its HTML untouched and fetches its code only when it reaches the screen", async () => {
    const Prerendered = counterIsland().Island; // the build's copy of the island
    container.innerHTML = await prerendered(<Prerendered label="Presses" />);
    const button = container.querySelector("button")!;
    const { Island, fetched } = counterIsland();

    await act(async () => {
      hydrateRoot(container, <Island label="Presses" />);
      await new Promise((resolve) => setTimeout(resolve, 0)); // lets React try the island, which waits
    });
    expect(fetched.count).toBe(0);
    expect(container.querySelector("button")).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe("Presses 0"); // not hydrated: the press does nothing yet
    expect(fetched.count).toBe(0);

    await scrollOnScreen(container.querySelector("[data-island]")!);
    expect(fetched.count).toBe(1);
    expect(container.querySelector("button")).toBe(button); // hydrated in place, not redrawn
    await act(async () => button.click());
    expect(button.textContent).toBe("Presses 1");
  });

  it("with loadOn interaction, stays as prerendered on screen and fetches its code on the first use inside it", async () => {
    const Prerendered = counterIsland({ loadOn: "interaction" }).Island;
    container.innerHTML = await prerendered(
      <div>
        <p>Elsewhere</p>
        <Prerendered label="Presses" />
      </div>,
    );
    const { Island, fetched } = counterIsland({ loadOn: "interaction" });
    const button = container.querySelector("button")!;

    await act(async () => {
      hydrateRoot(
        container,
        <div>
          <p>Elsewhere</p>
          <Island label="Presses" />
        </div>,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await scrollOnScreen(container.querySelector("[data-island]")!);
    container.querySelector("p")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetched.count).toBe(0); // neither the screen nor a tap elsewhere loads it

    await act(async () => {
      button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetched.count).toBe(1);
    expect(container.querySelector("button")).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe("Presses 1");
  });

  it("after a client-side navigation, fetches its code at once, showing its placeholder meanwhile", async () => {
    const { Island, fetched, arrive } = counterIsland({ held: true });
    const root = createRoot(container);
    await act(async () => root.render(<Island label="Presses" />));
    expect(fetched.count).toBe(1);
    expect(container.querySelector(".placeholder")).not.toBeNull();
    expect(observers).toHaveLength(0);
    await act(async () => arrive());
    expect(container.querySelector("button")?.textContent).toBe("Presses 0");
    expect(container.querySelector(".placeholder")).toBeNull();
    act(() => root.unmount());
  });
});
