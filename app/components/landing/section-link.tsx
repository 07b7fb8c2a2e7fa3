import type { ReactNode } from "react";
import { site } from "../../../shared/site";
import { NewTabNote } from "../ui/new-tab-note";

interface SectionLinkProps {
  /** The id of the section on this page. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a section of the landing page: a real `#id` link, which app/bootstrap/page-behaviours/section-links.ts
 * makes scroll there smoothly.
 */
export function SectionLink({ to, className, children }: SectionLinkProps) {
  return (
    <a href={`#${to}`} className={className} data-section-link="">
      {children}
    </a>
  );
}

/**
 * A link target of its own for a section that links land at two offsets: an empty element just before the section,
 * so its top is the section's, with the scroll-margin of the 90 px offset (app.css, "Where a link to a section
 * lands"). The banner's "Contact Us" and "Our Services" land their sections 90 px down through `#contact-us` and
 * `#our-services`, where the header's links to the same sections land them at the header's height.
 */
export function SectionAnchor({ id }: { id: string }) {
  return <span id={id} data-section-anchor="" className="scroll-offset-90 block" />;
}

/** Where booking buttons lead when the site has no scheduling page (site.bookingUrl is empty). */
export const bookingFallbackSection = "requirement-form";

/**
 * 'BOOK A FREE CONSULTATION' and 'Book Consultation Call': the scheduling page in a new tab when site.bookingUrl
 * is set, and otherwise the requirement form on this page, so the button always leads somewhere.
 */
export function BookingLink({
  className,
  children,
  bookingUrl = site.bookingUrl,
}: {
  className?: string;
  children: ReactNode;
  bookingUrl?: string;
}) {
  if (bookingUrl) {
    return (
      <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <NewTabNote />
      </a>
    );
  }
  return (
    <SectionLink to={bookingFallbackSection} className={className}>
      {children}
    </SectionLink>
  );
}
