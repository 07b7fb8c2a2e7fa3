import { useEffect, useRef, useState, type ReactNode } from "react";
import { prefersReducedMotion } from "~/lib/motion";

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
  const [state, setState] = useState<"static" | "pending" | "shown">("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState("pending");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const motion =
    state === "pending"
      ? "translate-y-6 opacity-0"
      : state === "shown"
        ? "translate-y-0 opacity-100 transition-[opacity,translate] duration-1000 ease-out"
        : "";
  return (
    <Tag
      ref={ref as never}
      className={`${className} ${motion}`}
      style={state === "shown" && delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
