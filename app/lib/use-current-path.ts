import { useLocation } from "react-router";

/**
 * The current path without a trailing slash. React Router prerenders "/about-us" as "/about-us/", so NavLink's own
 * matching would leave the prerendered link unmarked (and hydration does not patch attributes).
 */
export function useCurrentPath(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
