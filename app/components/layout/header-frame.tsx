import type { ReactNode } from "react";
import { mailtoUrl, site, telUrl } from "../../../shared/site";
import { fill } from "../../../shared/i18n/messages";
import { Drawer, DrawerButton } from "../ui/drawer";
import { useMessages } from "../../lib/page-language";
import { LanguageLink } from "./language-link";
import { ContactStrip } from "./contact-strip";
import { Logo } from "./logo";

/** The button-styled Contact Us of both headers. */
export const contactButtonClass =
  "rounded-full bg-brand-400 px-5 py-2.5 text-sm font-semibold text-navy-950 shadow-lg shadow-brand-500/20 transition-colors hover:bg-brand-300";

interface HeaderFrameProps {
  /** The links shown on wide screens, inside the header's <nav>. */
  nav: ReactNode;
  navLabel: string;
  /** The drawer's links on small screens: choosing one closes the drawer (app/bootstrap/page-behaviours/drawer.ts). */
  drawerNav: ReactNode;
}

const MENU_ID = "menu";

/**
 * The fixed header both the main site and the landing pages use: transparent over the page's dark banner, dark
 * glass once scrolled; e-mail and phone on wide screens, above the links' bar, sliding away once scrolled; on small
 * screens a menu button and a right-hand drawer. The scroll drives its look in CSS (app.css, header-tint-on-scroll),
 * or where the browser cannot, from the `data-scrolled` that app/bootstrap/page-behaviours/header-scrolled.ts sets.
 * Its scrolled height (--header-height in app.css) is what the landing pages' section links keep clear of.
 */
export function HeaderFrame({ nav, navLabel, drawerNav }: HeaderFrameProps) {
  const messages = useMessages();

  return (
    <header
      data-scrolled="false"
      className="header-tint-on-scroll fixed inset-x-0 top-0 z-40 bg-transparent transition-colors duration-300"
    >
      <ContactStrip />
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-5 sm:px-6">
        <Logo />
        <nav aria-label={navLabel} className="hidden items-center gap-1 lg:flex">
          {nav}
          <LanguageLink className="ml-2 rounded-md px-3 py-2 text-[0.95rem] font-medium text-white/90 hover:text-white" />
        </nav>
        <DrawerButton
          drawerId={MENU_ID}
          label={messages.menu_open}
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 lg:hidden"
        />
      </div>
      <Drawer id={MENU_ID} label={messages.menu} closeLabel={messages.menu_close}>
        <nav aria-label={fill(messages.nav_menu_suffix, { nav: navLabel })} className="mt-4 flex flex-col gap-2">
          {drawerNav}
          <LanguageLink className="mt-3 self-start rounded-md px-1 py-2 font-medium text-white/90 hover:text-white" />
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
