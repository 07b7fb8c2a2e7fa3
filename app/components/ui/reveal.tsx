import type { ReactNode } from "react";

interface RevealProps {
  as?: "div" | "li" | "section";
  className?: string;
  delayMs?: number;
  children: ReactNode;
}

/**
 * A block that fades in once, over 1000 ms, the first time it scrolls into view: marked here, moved by
 * app/bootstrap/page-behaviours/reveal.ts. The prerendered HTML is fully visible (no JavaScript, no problem); only
 * blocks still below the fold when the page starts are hidden until seen, and nothing moves for visitors who prefer
 * reduced motion.
 */
export function Reveal({ as: Tag = "div", className, delayMs = 0, children }: RevealProps) {
  return (
    <Tag className={className} data-reveal="" data-reveal-delay={delayMs || undefined}>
      {children}
    </Tag>
  );
}
