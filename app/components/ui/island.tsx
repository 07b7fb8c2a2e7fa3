import { memo, Suspense, use, useId, useSyncExternalStore, type ComponentType } from "react";

/**
 * An island loads when it reaches the screen, not before: most of them are text and links that work as prerendered
 * (a link is followed by the browser instead of the router), and the forms and carousels need a moment (their code is
 * a few KB over a phone's network) before a visitor can have read to them and started typing or pressing.
 */
const ON_SCREEN = "0px";

const screenReached = new WeakMap<Element, Promise<void>>();

/**
 * Resolves once the island's prerendered markup is on screen, or within `loadAhead` (a rootMargin) of it. Null when
 * there is no such markup to wait for (prerendering).
 */
function whenOnScreen(id: string, loadAhead: string): Promise<void> | null {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined") return null;
  const element = document.querySelector(`[data-island="${id}"]`);
  if (!element) return null;
  let promise = screenReached.get(element);
  if (!promise) {
    promise = new Promise((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: loadAhead },
      );
      observer.observe(element);
    });
    screenReached.set(element, promise);
  }
  return promise;
}

const subscribeToNothing = () => () => {};

/**
 * A block whose code is not part of the page's first download: content further down the page.
 *
 * - Prerendering renders it in full, so its HTML is complete and works without JavaScript.
 * - On the page the visitor opened, its prerendered HTML stays as it is (React leaves a suspended boundary
 *   alone while it hydrates the rest) until the block reaches the screen; then its code is fetched and the
 *   HTML hydrated in place, with nothing redrawn.
 * - Rendered after a client-side navigation, it loads at once, showing `fallbackClassName` meanwhile.
 * - `loadAhead` starts it earlier, for a block that must be running before it is seen (the counters).
 *
 * The island is memoised: if a parent re-rendered with new props while the island waited, React would have to
 * throw its prerendered HTML away.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallbackClassName = "", loadAhead = ON_SCREEN }: { fallbackClassName?: string; loadAhead?: string } = {},
): ComponentType<P> {
  let code: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (code ??= load());

  function IslandContent({ id, props }: { id: string; props: P }) {
    // The server snapshot is used while React hydrates, so this is true only on the page as first opened.
    const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
    const reached = hydrating ? whenOnScreen(id, loadAhead) : null;
    if (reached) use(reached);
    const Component = use(loadOnce());
    return <Component {...props} />;
  }

  function Island(props: P) {
    const id = useId();
    return (
      <div data-island={id}>
        <Suspense fallback={<div className={fallbackClassName} />}>
          <IslandContent id={id} props={props} />
        </Suspense>
      </div>
    );
  }
  return memo(Island) as unknown as ComponentType<P>;
}
