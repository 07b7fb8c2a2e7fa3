import { createContext, useContext, type ReactNode } from "react";
import type { Part, PartName } from "./views";

/** Parts of the content by name, as the page's loaders hand them over (./source.ts, partsIn). */
export type Parts = { readonly [N in PartName]?: Part<N> };

const PartsContext = createContext<Parts>({});

/**
 * Gives the components below it the parts of the content their page's loaders read, in the page's language. A page
 * carries its words as data, not in its scripts, so one set of components serves every language.
 */
export function PartsProvider({ parts, children }: { parts: Parts; children: ReactNode }) {
  return <PartsContext value={parts}>{children}</PartsContext>;
}

/** Every part the page's loaders read (an island records what it reads of them: app/components/islands/island.tsx). */
export function useParts(): Parts {
  return useContext(PartsContext);
}

/**
 * A part of the content its page's loaders read, or a field of one ("siteCopy.faq" when "siteCopy" was read); a page
 * that read neither is a mistake the prerendering stops on.
 */
export function usePart<N extends PartName>(name: N): Part<N> {
  const parts = useContext(PartsContext) as Record<string, unknown>;
  const [whole, field] = name.split(".");
  const part =
    name in parts
      ? parts[name]
      : field === undefined
        ? undefined
        : (parts[whole!] as Record<string, unknown> | undefined)?.[field];
  if (part === undefined)
    throw new Error(`"${name}" is not among the content this page's loaders read (app/content/page-parts.tsx)`);
  return part as Part<N>;
}
