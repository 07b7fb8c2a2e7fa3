import { Outlet } from "react-router";
import { SiteHeader } from "../components/layout/site-header";
import { SkipLink } from "../components/layout/skip-link";
import { WhatsAppButton } from "../components/layout/whatsapp-button";
import { SiteFooter } from "../components/layout/site-footer";

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
