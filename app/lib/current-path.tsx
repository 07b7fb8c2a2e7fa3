import { createContext, useContext, type ReactNode } from "react";

const CurrentPathContext = createContext<string | null>(null);

/** The path without a trailing slash: React Router prerenders "/about-us" as "/about-us/". */
export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;

/**
 * Gives the components below it the page's path: the locale's layout from React Router's location when the page is
 * prerendered, an island's root from the data it was prerendered with (there is no router in the browser).
 */
export function CurrentPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <CurrentPathContext value={withoutTrailingSlash(path)}>{children}</CurrentPathContext>;
}

/** The current page's path without a trailing slash (the header marks its link; a form says where it was sent from). */
export function useCurrentPath(): string {
  const path = useContext(CurrentPathContext);
  if (path === null) throw new Error("A component that needs the page's path needs a CurrentPathProvider above it");
  return path;
}
