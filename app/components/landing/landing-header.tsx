import { useRef, useState } from "react";
import { Menu } from "lucide-react";
import { useScrolled } from "~/lib/motion";
import { Drawer } from "~/components/ui/drawer";
import { ContactStrip } from "~/components/layout/contact-strip";
import { Logo } from "~/components/layout/logo";

export const landingSections = [
  { label: "Home", id: "banner" },
  { label: "About Us", id: "about" },
  { label: "Services", id: "services" },
  { label: "Contact Us", id: "contacts" },
] as const;

const linkClass = "rounded-md px-3 py-2 text-[0.95rem] font-medium text-white/90 hover:text-white";

/** A landing page's own header: its links move within the page instead of leaving it. */
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
          {landingSections.map((section) => (
            <a key={section.id} href={`#${section.id}`} className={linkClass}>
              {section.label}
            </a>
          ))}
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
        <nav aria-label="Page sections (mobile)" className="mt-4 flex flex-col gap-2">
          {landingSections.map((section) => (
            <a key={section.id} href={`#${section.id}`} onClick={closeMenu} className={linkClass}>
              {section.label}
            </a>
          ))}
        </nav>
      </Drawer>
    </header>
  );
}
