import { Link } from "react-router";
import { contactCta, headerLinks, letsTalkAi, type NavItem } from "../../config/navigation";
import { useCurrentPath } from "../../lib/current-path";
import { useLocalizedPath, useMessages } from "../../lib/page-language";
import { contactButtonClass, HeaderFrame } from "./header-frame";

/** A header link that marks the current route (aria-current and an underline). */
function HeaderNavLink({ item }: { item: NavItem }) {
  const to = useLocalizedPath()(item.to);
  const current = useCurrentPath() === to.replace(/(.)\/$/, "$1");
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors ${
        current ? "text-brand-300 underline decoration-2 underline-offset-8" : "text-white/90 hover:text-white"
      }`}
    >
      {useMessages()[item.label]}
    </Link>
  );
}

const letsTalkClass =
  "rounded-full border border-highlight-400/70 bg-highlight-400/10 px-4 py-2 text-sm font-bold tracking-wide text-highlight-400 hover:bg-highlight-400/20";

/** A styled link of the header that is not one of its plain links. */
function HeaderLink({ item, className }: { item: NavItem; className: string }) {
  return (
    <Link to={useLocalizedPath()(item.to)} className={className}>
      {useMessages()[item.label]}
    </Link>
  );
}

/** The main site's fixed header. */
export function SiteHeader() {
  const links = headerLinks.map((item) => <HeaderNavLink key={item.label} item={item} />);
  return (
    <HeaderFrame
      navLabel={useMessages().nav_main}
      nav={
        <>
          <HeaderLink item={letsTalkAi} className={`${letsTalkClass} mr-2`} />
          {links}
          <HeaderLink item={contactCta} className={`${contactButtonClass} ml-3`} />
        </>
      }
      drawerNav={
        <>
          <HeaderLink item={letsTalkAi} className={`${letsTalkClass} self-start`} />
          {links}
          <HeaderLink item={contactCta} className={`${contactButtonClass} mt-3 self-start`} />
        </>
      }
    />
  );
}
