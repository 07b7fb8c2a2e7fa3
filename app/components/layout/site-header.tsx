import { useRef, useState } from "react";
import { Link } from "react-router";
import { Menu } from "lucide-react";
import { contactCta, headerLinks, letsTalkAi, type NavItem } from "~/config/navigation";
import { mailtoUrl, site, telUrl } from "~/config/site";
import { useScrolled } from "~/lib/motion";
import { useCurrentPath } from "~/lib/use-current-path";
import { Drawer } from "~/components/ui/drawer";
import { ContactStrip } from "./contact-strip";
import { Logo } from "./logo";

/** A header link that marks the current route (aria-current and an underline). */
function HeaderNavLink({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  const current = useCurrentPath() === item.to;
  return (
    <Link
      to={item.to}
      onClick={onClick}
      aria-current={current ? "page" : undefined}
      className={`rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors ${
        current ? "text-brand-300 underline decoration-2 underline-offset-8" : "text-white/90 hover:text-white"
      }`}
    >
      {item.label}
    </Link>
  );
}

const letsTalkClass =
  "rounded-full border border-highlight-400/70 bg-highlight-400/10 px-4 py-2 text-sm font-bold tracking-wide text-highlight-400 hover:bg-highlight-400/20";

const contactClass =
  "rounded-full bg-brand-400 px-5 py-2.5 text-sm font-semibold text-navy-950 shadow-lg shadow-brand-500/20 hover:bg-brand-300";

/** The main site's fixed header: transparent over the page's dark banner, dark glass once scrolled. */
export function SiteHeader() {
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
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <Link to={letsTalkAi.to} className={`${letsTalkClass} mr-2`}>
            {letsTalkAi.label}
          </Link>
          {headerLinks.map((item) => (
            <HeaderNavLink key={item.label} item={item} />
          ))}
          <Link to={contactCta.to} className={`${contactClass} ml-3`}>
            {contactCta.label}
          </Link>
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
        <nav aria-label="Mobile" className="mt-4 flex flex-col gap-2">
          <Link to={letsTalkAi.to} onClick={closeMenu} className={`${letsTalkClass} self-start`}>
            {letsTalkAi.label}
          </Link>
          {headerLinks.map((item) => (
            <HeaderNavLink key={item.label} item={item} onClick={closeMenu} />
          ))}
          <Link to={contactCta.to} onClick={closeMenu} className={`${contactClass} mt-3 self-start`}>
            {contactCta.label}
          </Link>
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
