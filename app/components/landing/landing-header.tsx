import { useRef, useState } from "react";
import { Menu } from "lucide-react";
import { mailtoUrl, site, telUrl } from "~/config/site";
import { useScrolled } from "~/lib/motion";
import { Drawer } from "~/components/ui/drawer";
import { ContactStrip } from "~/components/layout/contact-strip";
import { Logo } from "~/components/layout/logo";
import { SectionLink } from "./section-link";

/** The header's links and the sections they scroll to (ids fixed by design/contracts.md). */
export const landingSections = [
  { label: "Home", id: "banner" },
  { label: "About Us", id: "about" },
  { label: "Services", id: "services" },
  { label: "Contact Us", id: "contacts" },
] as const;

const linkClass = "rounded-md px-3 py-2 text-[0.95rem] font-medium text-white/90 transition-colors hover:text-white";
const contactClass =
  "rounded-full bg-brand-400 px-5 py-2.5 text-sm font-semibold text-navy-950 shadow-lg shadow-brand-500/20 transition-colors hover:bg-brand-300";

/**
 * A landing page's own fixed header: its links move within the page instead of leaving it. Transparent over the
 * banner, dark glass once scrolled; e-mail and phone on wide screens; a right-hand drawer on small ones.
 */
export function LandingHeader() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        scrolled ? "bg-navy-950/80 shadow-lg shadow-black/20 backdrop-blur-md" : "bg-transparent"
      }`}
    >
      <ContactStrip />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-6 lg:h-[4.5rem]">
        <Logo />
        <nav aria-label="Page sections" className="hidden items-center gap-1 lg:flex">
          {landingSections.map((section) =>
            section.id === "contacts" ? (
              <SectionLink key={section.id} to={section.id} className={`${contactClass} ml-3`}>
                {section.label}
              </SectionLink>
            ) : (
              <SectionLink key={section.id} to={section.id} className={linkClass}>
                {section.label}
              </SectionLink>
            ),
          )}
        </nav>
        <button
          ref={menuButtonRef}
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-7" />
        </button>
      </div>
      <Drawer open={menuOpen} onClose={closeMenu} label="Menu" returnFocusTo={menuButtonRef}>
        <nav aria-label="Page sections (menu)" className="mt-4 flex flex-col gap-2">
          {landingSections.map((section) => (
            <SectionLink key={section.id} to={section.id} onNavigate={closeMenu} className={`${linkClass} text-lg`}>
              {section.label}
            </SectionLink>
          ))}
        </nav>
        <div className="mt-auto space-y-2 border-t border-white/10 pt-6 text-sm text-white/80">
          <a href={mailtoUrl} className="block hover:text-white">
            {site.email}
          </a>
          <a href={telUrl} className="block hover:text-white">
            {site.phone.display}
          </a>
        </div>
      </Drawer>
    </header>
  );
}
