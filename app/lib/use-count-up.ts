import { useEffect, useState } from "react";
import { prefersReducedMotion } from "./motion";
import { useHydrated } from "./use-hydrated";

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The figure to show for a counter. The prerendered page shows the final figure (right without JavaScript);
 * after hydration it drops to 0 and counts up once `start` turns true, over `durationMs`.
 * Visitors who prefer reduced motion see the final figure throughout.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const counts = useHydrated() && !prefersReducedMotion();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!counts || !start) return;
    let frame = 0;
    const startedAt = performance.now();
    const tick = (now: number) => {
      const next = Math.min(1, (now - startedAt) / durationMs);
      setProgress(next);
      if (next < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [counts, start, durationMs]);

  return counts ? Math.round(easeOutCubic(progress) * target) : target;
}
