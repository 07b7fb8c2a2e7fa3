import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/page-language";

const variants = {
  primary: "bg-brand-400 text-navy-950 hover:bg-brand-300 shadow-lg shadow-brand-500/25",
  secondary: "border border-white/30 text-white hover:bg-white/10",
  dark: "bg-navy-900 text-white hover:bg-navy-800",
} as const;

interface ButtonLinkProps {
  /** A page's English path (config/paths.ts): the link leads to it in the page's own language. */
  to: string;
  variant?: keyof typeof variants;
  children: ReactNode;
}

/** The classes of a button-styled link, for links that are not router links (external, in-page). */
export function buttonClass(variant: keyof typeof variants = "primary"): string {
  return `inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors ${variants[variant]}`;
}

export function ButtonLink({ to, variant = "primary", children }: ButtonLinkProps) {
  return (
    <Link to={useLocalizedPath()(to)} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
