import { createContext, useContext, useId, type ReactNode } from "react";
import { PartsProvider, type Parts } from "../content/page-parts";
import { CurrentPathProvider } from "./current-path";

const IslandScopeContext = createContext<string | null>(null);

/** What an island's root is given around its block, on the server and in the browser alike. */
export function IslandScope({
  name,
  page,
  parts,
  children,
}: {
  name: string;
  page: string;
  parts: Parts;
  children: ReactNode;
}) {
  return (
    <IslandScopeContext value={name}>
      <CurrentPathProvider path={page}>
        <PartsProvider parts={parts}>{children}</PartsProvider>
      </CurrentPathProvider>
    </IslandScopeContext>
  );
}

/**
 * An id for an element of a block that is the same in the prerendered HTML and in the browser. React's useId follows
 * the position in the tree, which differs between the whole page and an island's root of its own; inside an island
 * the id is the island's name (one per page), elsewhere React's.
 */
export function useIslandScopedId(): string {
  const island = useContext(IslandScopeContext);
  const reactId = useId();
  return island ? `island-${island}` : reactId;
}

/** Is this part of an island's block (rendered again in the browser), rather than of the prerendered page alone? */
export function useInIsland(): boolean {
  return useContext(IslandScopeContext) !== null;
}
