// What the bench's lab measures share: the server's address, the screens, the waits, and the arithmetic of medians
// and sizes (scripts/page-bench.ts).
import { gzipSync } from "node:zlib";

/** Where the bench serves the build. */
export const port = Number(process.env.BENCH_PORT ?? 3200);
export const origin = `http://127.0.0.1:${port}`;

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export const byteTypes = { Script: "js", Stylesheet: "css", Image: "img", Media: "video", Font: "font" } as const;
/** The network is quiet when no request has been in flight for this long (media streams aside). */
export const QUIET_MS = 2000;
/** How long after the click the bench first asks whether the next page is shown (navigationOnce). */
export const SHOWN_READ_AFTER_MS = 1000;
/** Scrolling down: one step of 80% of the screen at a time, this often. */
export const SCROLL_STEP_MS = 200;
/** The phone menu is tapped this often while the page loads. */
export const TAP_EVERY_MS = 50;

/** A phone screen as Lighthouse's mobile run has it. */
export const phoneScreen = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** A desktop screen as Lighthouse's desktop run has it. */
export const desktopScreen = { viewport: { width: 1350, height: 940 } };

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const gzipKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1024;
