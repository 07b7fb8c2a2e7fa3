import { memo, Suspense, use, useId, type ComponentType } from "react";
import { usedEarly } from "~/lib/early-form-replay";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * An island loads when it reaches the screen, not before: most of them are text and links that work as prerendered
 * (a link is followed by the browser instead of the router), and the forms and carousels need a moment (their code is
 * a few KB over a phone's network) before a visitor can have read to them and started typing or pressing.
 */
const ON_SCREEN = "0px";

/** The events that show a visitor has started to use a block (a form): a tap, a click, focus, a key. */
const INTERACTIONS = ["pointerdown", "focusin", "keydown"] as const;

/** When an island's code loads on the page as first opened. */
type IslandTrigger = { on: "screen"; loadAhead: string } | { on: "interaction" };

const ready = new WeakMap<Element, Promise<void>>();

function onScreen(element: Element, loadAhead: string): Promise<void> {
  return new Promise((resolve) => {
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
}

/**
 * Interactions are watched from the moment an island that waits for one is declared (its page's code has loaded,
 * before hydration), on the window and in the capture phase, because that runs first: React's own listener at the
 * document stops a discrete event aimed at a block it has not hydrated yet from going any further. So a tap that
 * comes before React gets round to the block still counts.
 */
const touched: EventTarget[] = [];
const waitingForUse = new Map<Element, () => void>();

function watchInteractions() {
  if (typeof window === "undefined" || watchInteractions.started) return;
  watchInteractions.started = true;
  const seen = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    touched.push(target);
    if (touched.length > 20) touched.shift();
    for (const [element, resolve] of waitingForUse) {
      if (element.contains(target)) {
        waitingForUse.delete(element);
        resolve();
      }
    }
  };
  for (const type of INTERACTIONS) window.addEventListener(type, seen, { capture: true, passive: true });
}
watchInteractions.started = false;

/**
 * Resolves at once if the visitor is already in the block (focus inside it) or has used it, here or before the page's
 * code ran (the bootstrap remembers that: app/bootstrap/hold-early-submits.ts); else on first use.
 */
function onInteraction(element: Element): Promise<void> {
  const used =
    element.contains(document.activeElement) ||
    [...usedEarly(), ...touched].some((target) => target instanceof Node && element.contains(target));
  if (used) return Promise.resolve();
  return new Promise((resolve) => waitingForUse.set(element, resolve));
}

/**
 * Resolves once the island's prerendered markup is on screen (or within `loadAhead`, a rootMargin, of it), or once
 * the visitor first uses it, as its trigger says. Null when there is no such markup to wait for (prerendering).
 */
function whenReady(id: string, trigger: IslandTrigger): Promise<void> | null {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined") return null;
  const element = document.querySelector(`[data-island="${id}"]`);
  if (!element) return null;
  let promise = ready.get(element);
  if (!promise) {
    promise = trigger.on === "screen" ? onScreen(element, trigger.loadAhead) : onInteraction(element);
    ready.set(element, promise);
  }
  return promise;
}

/**
 * A block whose code is not part of the page's first download: content further down the page.
 *
 * - Prerendering renders it in full, so its HTML is complete and works without JavaScript.
 * - On the page the visitor opened, its prerendered HTML stays as it is (React leaves a suspended boundary
 *   alone while it hydrates the rest) until the block reaches the screen; then its code is fetched and the
 *   HTML hydrated in place, with nothing redrawn.
 * - Rendered after a client-side navigation, it loads at once, showing `fallbackClassName` meanwhile.
 * - `loadAhead` starts it earlier, for a block that must be running before it is seen (the counters).
 * - `loadOn: "interaction"` waits instead for the visitor's first tap, click, focus or key inside it: for a form that
 *   works as plain HTML (it posts natively) and whose validation code need not load for visitors who never use it.
 *
 * The island is memoised: if a parent re-rendered with new props while the island waited, React would have to
 * throw its prerendered HTML away.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    fallbackClassName = "",
    loadAhead = ON_SCREEN,
    loadOn = "screen",
  }: { fallbackClassName?: string; loadAhead?: string; loadOn?: "screen" | "interaction" } = {},
): ComponentType<P> {
  let code: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (code ??= load());
  const trigger: IslandTrigger = loadOn === "screen" ? { on: "screen", loadAhead } : { on: "interaction" };
  if (loadOn === "interaction") watchInteractions();

  function IslandContent({ id, props }: { id: string; props: P }) {
    // False only while React hydrates the page as first opened: only then is there prerendered markup to wait on.
    const hydrating = !useHydrated();
    const reached = hydrating ? whenReady(id, trigger) : null;
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
