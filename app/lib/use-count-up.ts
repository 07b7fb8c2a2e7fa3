import { useEffect, useState } from "react";
import { prefersReducedMotion } from "./motion";
import { useHydrated } from "./use-hydrated";

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The figure to show for a counter. The prerendered page shows the final figure (right without JavaScript), and so
 * does the hydrated counter until `start` turns true: then it drops to 0 and counts up once, over `durationMs`. So a
 * visitor who reaches the strip by a jump (an anchor, the End key) never sees it reset to 0 and wait there.
 * Visitors who prefer reduced motion see the final figure throughout.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const counts = useHydrated() && !prefersReducedMotion();
  // null until the count starts: the final figure shows.
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!counts || !start) return;
    let frame = 0;
    // The count's clock starts at its first frame, which so shows 0: the count is seen to start from 0.
    let startedAt: number | undefined;
    const tick = (now: number) => {
      startedAt ??= now;
      const next = Math.min(1, (now - startedAt) / durationMs);
      setProgress(next);
      if (next < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [counts, start, durationMs]);

  return counts && progress !== null ? Math.round(easeOutCubic(progress) * target) : target;
}
