/**
 * Loads the field vitals' module (app/lib/field-vitals.ts) once the page has loaded (`load`) and then the browser is
 * idle (requestIdleCallback, where there is none the next task): never before the first paint, never in the way of
 * a tap. `src` is the module's address, fixed when the page's script is compiled (scripts/islands-in-pages.ts); a
 * build without it loads nothing.
 */
export function loadFieldVitals(src: string | undefined, win: Window = window) {
  if (!src) return;
  const idle = (callback: () => void) =>
    typeof win.requestIdleCallback === "function" ? win.requestIdleCallback(callback) : win.setTimeout(callback, 0);
  const load = () => {
    const script = win.document.createElement("script");
    script.type = "module";
    script.src = src;
    win.document.head.append(script);
  };
  if (win.document.readyState === "complete") idle(load);
  else win.addEventListener("load", () => idle(load), { once: true });
}
