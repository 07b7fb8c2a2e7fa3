// @vitest-environment jsdom
import { act, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "../../../shared/i18n/messages";
import { PartsProvider, usePart, type Parts } from "../../content/page-parts";
import { CurrentPathProvider } from "../../lib/current-path";
import { useIslandScopedId } from "../../lib/island-scope";
import { PageLanguageProvider, useMessages } from "../../lib/page-language";
import { DATA_ATTRIBUTE, HYDRATED_ATTRIBUTE, WORDS_ELEMENT_ID } from "../../lib/island-data";
import { hydrateIsland } from "./hydrate";
import { island, IslandsOnPage, IslandWordsScript } from "./island";
import { islands } from "./islands";

// React's act() in a test of its own making.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A block that needs script: its button counts presses once hydrated; it reads one part and labels its field. */
function Counter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  const id = useIslandScopedId();
  const lead = usePart("siteCopy.faq");
  return (
    <div>
      <p>{lead.title}</p>
      <label htmlFor={`${id}-name`}>{useMessages().field_name}</label>
      <input id={`${id}-name`} />
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        {label} {presses}
      </button>
    </div>
  );
}

const CounterIsland = island("counter", Counter, { on: "screen", ahead: "50% 0px" });

const parts = {
  siteCopy: { faq: { title: "Questions" }, testimonials: { title: "Not read by the block" } },
  services: [{ title: "Not read either" }],
} as unknown as Parts;

/** The page as React Router prerenders it: the island among other content, its words after the page. */
function prerenderedPage(props: { label: string }) {
  const onPage = new Set<string>();
  return renderToString(
    <PageLanguageProvider locale="en" messages={messagesFor("en")}>
      <CurrentPathProvider path="/contact-us/">
        <PartsProvider parts={parts}>
          <IslandsOnPage islands={onPage}>
            <main>
              <h1>Page</h1>
              <CounterIsland {...props} />
            </main>
          </IslandsOnPage>
          <IslandWordsScript islands={onPage} />
        </PartsProvider>
      </CurrentPathProvider>
    </PageLanguageProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("an island, prerendered", () => {
  it("marks its block with its name and trigger, and carries its props, its page and only the parts it read", () => {
    document.body.innerHTML = prerenderedPage({ label: "Pressed" });
    const element = document.querySelector<HTMLElement>('[data-island="counter"]')!;
    expect(element.dataset.load).toBe("screen");
    expect(element.dataset.loadAhead).toBe("50% 0px");
    expect(element.textContent).toContain("Pressed 0");
    const data = JSON.parse(element.nextElementSibling!.textContent!);
    expect(element.nextElementSibling!.hasAttribute(DATA_ATTRIBUTE)).toBe(true);
    expect(data).toEqual({
      page: "/contact-us",
      props: { label: "Pressed" },
      parts: { "siteCopy.faq": { title: "Questions" } },
    });
    const words = JSON.parse(document.getElementById(WORDS_ELEMENT_ID)!.textContent!);
    expect(words).toEqual({ locale: "en", messages: messagesFor("en") });
  });

  it("gives its elements ids that do not depend on where it sits in the page", () => {
    document.body.innerHTML = prerenderedPage({ label: "Pressed" });
    expect(document.querySelector("input")!.id).toBe("island-counter-name");
  });

  it("keeps a page without islands free of their words", () => {
    const onPage = new Set<string>();
    const html = renderToString(
      <PageLanguageProvider locale="en" messages={messagesFor("en")}>
        <IslandWordsScript islands={onPage} />
      </PageLanguageProvider>,
    );
    expect(html).toBe("");
  });

  it("refuses props that are not JSON, naming the island and the prop", () => {
    const Odd = island("odd", ({ onPress }: { onPress: () => void }) => <button onClick={onPress}>Go</button>, {
      on: "use",
    });
    expect(() =>
      renderToString(
        <CurrentPathProvider path="/">
          <Odd onPress={() => {}} />
        </CurrentPathProvider>,
      ),
    ).toThrow('Island "odd": props.onPress is not JSON');
  });

  it("escapes its data so that nothing in it can end the script", () => {
    document.body.innerHTML = prerenderedPage({ label: "</script><script>alert(1)</script>" });
    expect(document.querySelectorAll("script:not([type])")).toHaveLength(0);
    const element = document.querySelector('[data-island="counter"]')!;
    expect(JSON.parse(element.nextElementSibling!.textContent!).props.label).toBe("</script><script>alert(1)</script>");
  });
});

describe("an island, hydrated on its own", () => {
  it("takes over its prerendered HTML without redrawing it, and works", async () => {
    document.body.innerHTML = prerenderedPage({ label: "Pressed" });
    const element = document.querySelector<HTMLElement>('[data-island="counter"]')!;
    const input = element.querySelector("input")!;
    const errors = vi.spyOn(console, "error");
    await act(async () => hydrateIsland(element, Counter));
    expect(errors).not.toHaveBeenCalled();
    expect(element.getAttribute(HYDRATED_ATTRIBUTE)).toBe("true");
    // The same element: React adopted it rather than render a new one.
    expect(element.querySelector("input")).toBe(input);
    await act(async () => element.querySelector("button")!.click());
    expect(element.querySelector("button")!.textContent).toBe("Pressed 1");
  });
});

describe("the site's islands", () => {
  it("each have a module in ./entries that exports the block they render, and what hydrates it", async () => {
    for (const declared of islands) {
      const entry = (await import(`./entries/${declared.islandName}.ts`)) as Record<string, unknown>;
      expect(entry.default, declared.islandName).toBe(declared.Component);
      expect(entry.hydrateIsland, declared.islandName).toBe(hydrateIsland);
    }
  });
});
