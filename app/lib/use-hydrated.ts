import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and when prerendering), true from the next render on and in
 * anything rendered on the client afterwards. What a component renders differently once its script runs (a form's
 * noValidate, an enhanced control) waits for it, so hydration finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
