/**
 * Core Web Vitals of a real visitor's page view (docs/measurement.md, "Speed for real visitors"), measured with
 * Google's web-vitals library (its standard build; docs/decisions/020-field-web-vitals.md). The page's script loads
 * this module once the page has loaded and the browser is idle (app/bootstrap/load-field-vitals.ts), so it never
 * comes before the first paint or in the way of a tap; web-vitals reads what happened before from the browser's
 * buffered performance entries, and measures a prerendered page from its activation.
 *
 * One beacon per page view, sent when the page is first hidden or left (navigator.sendBeacon, a form body, nothing
 * in the URL): the page's path, each metric it has, and the element of the slowest interaction as a short selector
 * (tag, id, classes: never its text). A page restored from the back/forward cache is a new view, measured anew.
 * Nothing is stored in the browser, and nothing identifies the visitor.
 */
import type { Metric } from "web-vitals";
import { TARGET_CHARS, VITALS_PAGE_FIELD, VITALS_TARGET_FIELD, type VitalMetric } from "../../shared/vitals-contract";

type Subscribe = (report: (metric: Metric) => void) => void;
/** web-vitals' five functions (passed in, so that a test can drive them). */
export type VitalsLibrary = Record<"onLCP" | "onINP" | "onCLS" | "onFCP" | "onTTFB", Subscribe>;

const PLAIN_NAME = /^[\w-]+$/;
const CLASSES_KEPT = 3;

/**
 * A short CSS selector of an element: its tag, its id and its first few classes, each only when made of letters,
 * digits, "-" and "_", at most TARGET_CHARS long. Undefined for no element (one removed from the page).
 */
export function selectorOf(target: unknown): string | undefined {
  if (!target || typeof (target as Element).localName !== "string") return undefined;
  const element = target as Element;
  let selector = element.localName;
  if (PLAIN_NAME.test(element.id)) selector += `#${element.id}`;
  let kept = 0;
  for (const name of Array.from(element.classList ?? [])) {
    if (kept === CLASSES_KEPT) break;
    if (!PLAIN_NAME.test(name) || selector.length + name.length + 1 > TARGET_CHARS) continue;
    selector += `.${name}`;
    kept += 1;
  }
  return selector.slice(0, TARGET_CHARS);
}

/** The interaction's element, from the INP metric's event timing entries. */
function interactionTarget(metric: Metric): string | undefined {
  for (const entry of metric.entries) {
    const selector = selectorOf((entry as PerformanceEventTiming).target);
    if (selector) return selector;
  }
  return undefined;
}

/** Starts measuring; the beacon goes to `endpoint` when the page is hidden or left. */
export function measureFieldVitals(endpoint: string, library: VitalsLibrary, win: Window = window) {
  let values: Partial<Record<VitalMetric, number>> = {};
  let target: string | undefined;
  let sent = false;

  // Before web-vitals' own listener, which reports a restored page's first values at once: a new view starts here.
  win.addEventListener(
    "pageshow",
    (event) => {
      if (!event.persisted) return;
      values = {};
      target = undefined;
      sent = false;
    },
    true,
  );

  const keep = (name: VitalMetric) => (metric: Metric) => {
    // Values reported after the view's beacon (the page shown again and hidden again) belong to a view already sent.
    if (sent) return;
    values[name] = name === "cls" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
    if (name === "inp") target = interactionTarget(metric);
  };
  library.onLCP(keep("lcp"));
  library.onINP(keep("inp"));
  library.onCLS(keep("cls"));
  library.onFCP(keep("fcp"));
  library.onTTFB(keep("ttfb"));

  // After web-vitals' listeners (on the window, capturing), which report the final LCP, CLS and INP on hiding. Leaving
  // the page hides it too, after `pagehide` (so not on `pagehide`, which comes before INP and CLS are final).
  const send = () => {
    if (sent || win.document.visibilityState !== "hidden" || Object.keys(values).length === 0) return;
    sent = true;
    const body = new URLSearchParams({ [VITALS_PAGE_FIELD]: win.location.pathname });
    for (const [name, value] of Object.entries(values)) body.set(name, String(value));
    if (target) body.set(VITALS_TARGET_FIELD, target);
    win.navigator.sendBeacon(endpoint, body);
  };
  win.document.addEventListener("visibilitychange", send);
}
