// How long following a hovered link takes on a desktop (scripts/page-bench.ts).
import { type DevTools } from "../devtools-client";
import { QUIET_MS, SHOWN_READ_AFTER_MS, origin } from "./lab-common";

export interface NavigationRun {
  to: string;
  ms: number;
  /** A new document, or the same one drawn again by a client-side router. */
  kind: "document" | "client-side";
  /** The next page had been prerendered (speculation rules): its activationStart is after its time origin. */
  prerendered: boolean;
}

/** Watches, in the page opened first, for the click and for a client-side router drawing the next page. */
export const watchClick = `document.addEventListener("click", (event) => {
  benchClicked(String(performance.timeOrigin + event.timeStamp));
  const title = document.title;
  const observer = new MutationObserver(() => {
    if (document.title === title) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.benchRedrawnAt = performance.timeOrigin + performance.now(); }));
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
}, { capture: true, once: true });`;

/** The first link of the header to another page, visible on the screen, and its middle. */
export const findLink = `(() => {
  for (const anchor of document.querySelectorAll("header a[href]")) {
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || url.pathname === location.pathname) continue;
    const box = anchor.getBoundingClientRect();
    if (!anchor.checkVisibility() || box.width === 0 || box.top < 0 || box.bottom > innerHeight) continue;
    return { to: url.pathname, x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  return null;
})()`;

/**
 * When the page at `to` is shown, if this is it: a new document at its first contentful paint or its activation
 * (prerendered), whichever is later; the first document at the frame after its title changed. Null before that.
 */
export const shownProbe = (to: string, firstDocument: number) => `(() => {
  if (location.pathname !== ${JSON.stringify(to)} || document.visibilityState !== "visible") return null;
  if (performance.timeOrigin === ${firstDocument})
    return window.benchRedrawnAt ? { at: window.benchRedrawnAt, activation: 0, kind: "client-side" } : null;
  const entry = performance.getEntriesByType("navigation")[0];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  if (!entry || !paint) return null;
  return {
    at: performance.timeOrigin + Math.max(entry.activationStart, paint.startTime),
    activation: entry.activationStart,
    kind: "document",
  };
})()`;

/**
 * On a desktop screen (a Chromium of its own, window 1350 x 940), unthrottled: the page loads and settles, the pointer
 * rests on the first link of the header that leads to another page for `hoverMs`, then clicks it. The figure is from
 * the click (the event's time on the old page's clock) to the next page shown (shownProbe), on the new page's clock;
 * both clocks are wall-clock based (performance.timeOrigin). Driven through DevTools attached to the tab, so that
 * speculation rules can prerender (scripts/devtools-client.ts). Each run has a browser context of its own: no cache.
 */
export async function navigationOnce(devtools: DevTools, path: string, hoverMs: number): Promise<NavigationRun> {
  const { browserContextId } = await devtools.send<{ browserContextId: string }>("Target.createBrowserContext");
  const pages: string[] = [];
  let clickedAt: number | undefined;
  const stopListening = devtools.on(({ method, params }) => {
    const target = params.targetInfo as { type?: string } | undefined;
    if (method === "Target.attachedToTarget" && target?.type === "page") pages.push(params.sessionId as string);
    if (method === "Runtime.bindingCalled" && params.name === "benchClicked") clickedAt ??= Number(params.payload);
  });
  const evaluate = async <T>(sessionId: string, expression: string) =>
    (
      await devtools.send<{ result: { value: T } }>(
        "Runtime.evaluate",
        { expression, returnByValue: true, awaitPromise: true },
        sessionId,
      )
    ).result.value;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await devtools.send("Target.createTarget", { url: "about:blank", browserContextId });
    const { targetInfos } = await devtools.send<{ targetInfos: { targetId: string; browserContextId: string }[] }>(
      "Target.getTargets",
      { filter: [{ type: "tab" }] },
    );
    const tab = targetInfos.find((info) => info.browserContextId === browserContextId)!;
    const { sessionId: tabSession } = await devtools.send<{ sessionId: string }>("Target.attachToTarget", {
      targetId: tab.targetId,
      flatten: true,
    });
    await devtools.send(
      "Target.setAutoAttach",
      { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      tabSession,
    );
    for (let i = 0; i < 100 && !pages.length; i++) await pause(50);
    const page = pages[0];
    if (!page) throw new Error("The new tab has no page");
    await devtools.send("Runtime.enable", {}, page);
    await devtools.send("Runtime.addBinding", { name: "benchClicked" }, page);
    await devtools.send("Page.enable", {}, page);
    await devtools.send("Page.addScriptToEvaluateOnNewDocument", { source: watchClick }, page);
    await devtools.send("Page.navigate", { url: `${origin}${path}` }, page);
    for (let i = 0; i < 300; i++) {
      if (
        (await evaluate(page, "location.href")) !== "about:blank" &&
        (await evaluate(page, "document.readyState")) === "complete"
      )
        break;
      await pause(100);
    }
    await pause(QUIET_MS);
    const firstDocument = await evaluate<number>(page, "performance.timeOrigin");
    const link = await evaluate<{ to: string; x: number; y: number } | null>(page, findLink);
    if (!link) throw new Error(`No link to another page in the header of ${path}`);
    const mouse = (type: string) =>
      devtools.send("Input.dispatchMouseEvent", { type, x: link.x, y: link.y, button: "left", clickCount: 1 }, page);
    await mouse("mouseMoved");
    await pause(hoverMs);
    await mouse("mousePressed");
    await mouse("mouseReleased");
    // Both times are read off the pages' own clocks, so reading them later changes nothing; probing at once put the
    // probe's script on the new page's main thread just before its first frame (24 ms of it in a trace).
    await pause(SHOWN_READ_AFTER_MS);
    for (let i = 0; i < 200; i++) {
      for (const session of [...pages].reverse()) {
        const shown = await evaluate<{ at: number; activation: number; kind: NavigationRun["kind"] } | null>(
          session,
          shownProbe(link.to, firstDocument),
        ).catch(() => null);
        if (shown && clickedAt !== undefined)
          return { to: link.to, ms: shown.at - clickedAt, kind: shown.kind, prerendered: shown.activation > 0 };
      }
      await pause(50);
    }
    throw new Error(`${path}: ${link.to} was never shown`);
  } finally {
    stopListening();
    await devtools.send("Target.disposeBrowserContext", { browserContextId }).catch(() => undefined);
  }
}
