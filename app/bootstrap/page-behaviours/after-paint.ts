/**
 * Resolves once the page has loaded and its first contentful paint has been presented (the Paint Timing entry; two
 * animation frames where that is not supported), then in a task of its own: what decorates the page waits for it, so
 * it neither competes with the page's CSS, font and images nor becomes the page's largest paint.
 */
export function afterLoadAndPaint(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    const contentful = () =>
      performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint");
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    } else if (contentful()) resolve();
    else {
      const observer = new PerformanceObserver(() => {
        if (!contentful()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: "paint" });
    }
  });
  return Promise.all([loaded, painted]).then(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Resolves once the page has loaded and painted, the browser has reported its largest paint, and the main thread is
 * idle: for what only decorates the page (the banner's video). Its requests then start after that paint, so neither
 * the paint nor a measure of it (Lighthouse counts the requests begun before it) waits for them.
 */
export function afterLargestPaint(): Promise<void> {
  return afterLoadAndPaint().then(
    () =>
      new Promise<void>((resolve) => {
        const whenIdle = () =>
          typeof requestIdleCallback === "function"
            ? requestIdleCallback(() => resolve(), { timeout: 2000 })
            : setTimeout(resolve, 200);
        if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return whenIdle();
        const observer = new PerformanceObserver((list) => {
          if (list.getEntries().length === 0) return;
          observer.disconnect();
          whenIdle();
        });
        observer.observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}
