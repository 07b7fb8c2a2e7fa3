import { Outlet } from "react-router";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { WhatsAppButton } from "~/components/layout/whatsapp-button";
import { island } from "~/components/ui/island";

// The footer is never on the first screen: its code loads when the visitor scrolls to it.
const SiteFooter = island(() => import("~/components/layout/site-footer").then((module) => module.SiteFooter), { fallbackClassName: "min-h-[30rem] bg-navy-950" });

/** The main site's shell: every page but the landing pages sits inside it. */
export default function SiteLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppButton />
    </>
  );
}
