import { Link } from "react-router";
import { contactCta, headerLinks, letsTalkAi, type NavItem } from "~/config/navigation";
import { useCurrentPath } from "~/lib/use-current-path";
import { contactButtonClass, HeaderFrame } from "./header-frame";

/** A header link that marks the current route (aria-current and an underline). */
function HeaderNavLink({ item }: { item: NavItem }) {
  const current = useCurrentPath() === item.to;
  return (
    <Link
      to={item.to}
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

/** The main site's fixed header. */
export function SiteHeader() {
  return (
    <HeaderFrame
      navLabel="Main"
      nav={
        <>
          <Link to={letsTalkAi.to} className={`${letsTalkClass} mr-2`}>
            {letsTalkAi.label}
          </Link>
          {headerLinks.map((item) => (
            <HeaderNavLink key={item.label} item={item} />
          ))}
          <Link to={contactCta.to} className={`${contactButtonClass} ml-3`}>
            {contactCta.label}
          </Link>
        </>
      }
      drawerNav={
        <>
          <Link to={letsTalkAi.to} className={`${letsTalkClass} self-start`}>
            {letsTalkAi.label}
          </Link>
          {headerLinks.map((item) => (
            <HeaderNavLink key={item.label} item={item} />
          ))}
          <Link to={contactCta.to} className={`${contactButtonClass} mt-3 self-start`}>
            {contactCta.label}
          </Link>
        </>
      }
    />
  );
}
