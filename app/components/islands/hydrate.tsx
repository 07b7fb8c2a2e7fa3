import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageLanguageProvider } from "../../lib/page-language";
import { IslandScope } from "../../lib/island-scope";
import {
  DATA_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  WORDS_ELEMENT_ID,
  type IslandData,
  type IslandWords,
} from "../../lib/island-data";

/** Marks the island hydrated once React has committed it. */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(HYDRATED_ATTRIBUTE, "true");
  }, [element]);
  return children;
}

function readJson<T>(element: Element | null, what: string): T {
  if (!element?.textContent) throw new Error(`The page has no ${what}`);
  return JSON.parse(element.textContent) as T;
}

let words: IslandWords | undefined;

/**
 * Hydrates one island of the prerendered page (./island.tsx) as a React root of its own, with the props, parts and
 * words it was prerendered with: React keeps the HTML it finds and attaches the block's behaviour to it.
 */
export function hydrateIsland<P extends object>(element: HTMLElement, Component: ComponentType<P>) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
  const dataElement = element.nextElementSibling;
  if (!dataElement?.hasAttribute(DATA_ATTRIBUTE)) throw new Error(`Island "${name}" has no data after it`);
  const data = readJson<IslandData>(dataElement, `data for island "${name}"`);
  words ??= readJson<IslandWords>(document.getElementById(WORDS_ELEMENT_ID), "words for its islands");
  hydrateRoot(
    element,
    <PageLanguageProvider locale={words.locale} messages={words.messages}>
      <IslandScope name={name} page={data.page} parts={data.parts}>
        <Hydrated element={element}>
          <Component {...(data.props as P)} />
        </Hydrated>
      </IslandScope>
    </PageLanguageProvider>,
    {
      // A mismatch means the island's code is not the code it was prerendered with: say which island, and React
      // renders it afresh.
      onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate as prerendered:`, error),
    },
  );
}
