import { useEffect, useRef, useState, type ReactNode } from "react";
import { prefersReducedMotion } from "~/lib/motion";
import { useInViewOnce } from "~/lib/use-in-view";

interface RevealProps {
  as?: "div" | "li" | "section";
  className?: string;
  delayMs?: number;
  children: ReactNode;
}

/**
 * Fades a block in once, over 1000 ms, the first time it scrolls into view. The prerendered HTML is fully
 * visible (no JavaScript, no problem); only blocks still below the fold after hydration are hidden until seen,
 * and nothing moves for visitors who prefer reduced motion.
 */
export function Reveal({ as: Tag = "div", className = "", delayMs = 0, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [animated, setAnimated] = useState(false);
  const seen = useInViewOnce(ref, "0px 0px -8% 0px");

  useEffect(() => {
    const element = ref.current;
    if (element && !prefersReducedMotion() && element.getBoundingClientRect().top >= window.innerHeight)
      setAnimated(true);
  }, []);

  const motion = !animated
    ? ""
    : seen
      ? "translate-y-0 opacity-100 transition-[opacity,translate] duration-1000 ease-out"
      : "translate-y-6 opacity-0";
  return (
    <Tag
      ref={ref as never}
      className={`${className} ${motion}`}
      style={animated && seen && delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
