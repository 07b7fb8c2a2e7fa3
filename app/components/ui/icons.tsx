/**
 * The icons of the first screen (header, drawer, banners), drawn here rather than taken from lucide-react: lucide's
 * runtime (createLucideIcon and its helpers) would otherwise be part of every page's first download. The shapes are
 * lucide's own (ISC licence), so they match the icons the blocks further down take from lucide-react.
 */
import type { ReactNode } from "react";

interface IconProps {
  className?: string;
}

function icon(name: string, shapes: ReactNode) {
  function Icon({ className = "" }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={`lucide lucide-${name} ${className}`}
      >
        {shapes}
      </svg>
    );
  }
  return Icon;
}

const handset =
  "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384";

export const MenuIcon = icon("menu", <path d="M4 5h16M4 12h16M4 19h16" />);
export const CloseIcon = icon("x", <path d="M18 6 6 18M6 6l12 12" />);
export const PhoneIcon = icon("phone", <path d={handset} />);
export const PhoneCallIcon = icon("phone-call", <path d={`M13 2a9 9 0 0 1 9 9M13 6a5 5 0 0 1 5 5${handset}`} />);
export const MailIcon = icon(
  "mail",
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);
export const ArrowRightIcon = icon("arrow-right", <path d="M5 12h14m-7-7 7 7-7 7" />);
export const CalendarCheckIcon = icon(
  "calendar-check",
  <>
    <path d="M8 2v3M16 2v3M3 9h18m-12 6 2 2 4-4" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
  </>,
);
