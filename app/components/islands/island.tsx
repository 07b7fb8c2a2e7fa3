import { createContext, memo, useContext, type ComponentType } from "react";
import { useParts, type Parts } from "../../content/page-parts";
import { IslandScope } from "../../lib/island-scope";
import { usePageLanguage } from "../../lib/page-language";
import { useCurrentPath } from "../../lib/current-path";
import {
  AHEAD_ATTRIBUTE,
  DATA_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  LOAD_ATTRIBUTE,
  WORDS_ELEMENT_ID,
  scriptSafeJson,
  type IslandData,
  type IslandLoad,
  type IslandWords,
} from "../../lib/island-data";

/**
 * An island: a block of the page that needs script, hydrated in the browser as a React root of its own, when it
 * reaches the screen or is first used (app/bootstrap/load-islands.ts; docs/decisions/017-islands-without-a-router.md).
 * Everything else on the page is HTML and CSS, and no script comes for it.
 *
 * It renders the block in place, as any component, and after it the data its root needs to render the same HTML in
 * the browser: its props, which must therefore be JSON, and the parts of the content it read. Its words come once per
 * page (IslandWords). Inside React Router's own hydration (`npm run dev`) it is an ordinary component and renders the
 * same; only the built pages lose React Router's scripts.
 *
 * `name` is its module's in ./entries; each island is on a page at most once (the post-build step checks), so
 * useIslandScopedId (app/lib/island-scope.tsx) can give ids that are the same in the prerendered HTML and in the island's root.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, load: IslandLoad) {
  function Island(props: P) {
    const onPage = useContext(IslandsOnPageContext);
    onPage?.add(name);
    const { read, parts } = recordedParts(useParts());
    const page = useCurrentPath();
    return (
      <>
        <div
          {...{ [ISLAND_ATTRIBUTE]: name, [LOAD_ATTRIBUTE]: load.on }}
          {...(load.on === "screen" && load.ahead ? { [AHEAD_ATTRIBUTE]: load.ahead } : {})}
        >
          <IslandScope name={name} page={page} parts={parts}>
            <Component {...props} />
          </IslandScope>
        </div>
        <IslandDataScript name={name} page={page} props={props} read={read} />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(memo(Island), { islandName: name, Component });
}

/**
 * The parts of the content as the island reads them, each read recorded under the name it was asked by (usePart), so
 * that only those travel with the island: "siteCopy.faq" brings the FAQ's copy, not the whole site's.
 */
function recordedParts(parts: Parts): { read: Map<string, unknown>; parts: Parts } {
  const read = new Map<string, unknown>();
  const resolve = (name: string): unknown => {
    if (name in parts) return (parts as Record<string, unknown>)[name];
    const [whole, field] = name.split(".");
    if (field === undefined) return undefined;
    return ((parts as Record<string, unknown>)[whole!] as Record<string, unknown> | undefined)?.[field];
  };
  const recording = new Proxy(parts, {
    has: (_, name) => typeof name === "string" && resolve(name) !== undefined,
    get: (_, name) => {
      if (typeof name !== "string") return undefined;
      const value = resolve(name);
      if (value !== undefined) read.set(name, value);
      return value;
    },
  });
  return { read, parts: recording };
}

/** Props that JSON keeps as they are; anything else (a function, an element, a date) stops the prerendering. */
function assertJson(value: unknown, island: string, path = "props"): void {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return;
  if (Array.isArray(value)) return value.forEach((item, index) => assertJson(item, island, `${path}[${index}]`));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value as object)) assertJson(item, island, `${path}.${key}`);
    return;
  }
  throw new Error(`Island "${island}": ${path} is not JSON (${typeof value}); an island's props travel in the page`);
}

/** Rendered after the block, so every part it read has been recorded by then. */
function IslandDataScript({
  name,
  page,
  props,
  read,
}: {
  name: string;
  page: string;
  props: object;
  read: Map<string, unknown>;
}) {
  assertJson(props, name);
  const data: IslandData = { page, props: props as Record<string, unknown>, parts: Object.fromEntries(read) };
  return (
    <script
      type="application/json"
      {...{ [DATA_ATTRIBUTE]: "" }}
      // The same data on both sides; React compares nothing inside a script it hydrates.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}

const IslandsOnPageContext = createContext<Set<string> | null>(null);

/** Around a page: collects the islands rendered in it, for IslandWords after it. */
export function IslandsOnPage({ islands, children }: { islands: Set<string>; children: React.ReactNode }) {
  return <IslandsOnPageContext value={islands}>{children}</IslandsOnPageContext>;
}

/** The page's words for its islands' roots, once, on a page that has any; rendered after the page. */
export function IslandWordsScript({ islands }: { islands: Set<string> }) {
  const { locale, messages } = usePageLanguage();
  if (islands.size === 0) return null;
  const words: IslandWords = { locale, messages };
  return (
    <script
      type="application/json"
      id={WORDS_ELEMENT_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(words) }}
    />
  );
}
