import { useEffect, useState } from "react";
import { prefersReducedMotion } from "./motion";

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The figure to show for a counter. The prerendered page shows the final figure (right without JavaScript);
 * after hydration it drops to 0 and counts up once `start` turns true, over `durationMs`.
 * Visitors who prefer reduced motion see the final figure throughout.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const [value, setValue] = useState(target);
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setValue(0);
    setArmed(true);
  }, []);

  useEffect(() => {
    if (!armed || !start) return;
    let frame = 0;
    const startedAt = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setValue(Math.round(easeOutCubic(progress) * target));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [armed, start, target, durationMs]);

  return value;
}
