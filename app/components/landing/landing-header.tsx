import { contactButtonClass, HeaderFrame } from "../layout/header-frame";
import { useMessages } from "../../lib/page-language";
import { SectionLink } from "./section-link";

/** The header's links and the sections they scroll to (ids fixed by docs/contracts.md). */
export const landingSections = [
  { label: "nav_home", id: "banner" },
  { label: "nav_about_us", id: "about" },
  { label: "nav_services", id: "services" },
  { label: "nav_contact_us", id: "contacts" },
] as const;

const linkClass = "rounded-md px-3 py-2 text-[0.95rem] font-medium text-white/90 transition-colors hover:text-white";

/** A landing page's own fixed header: its links move within the page instead of leaving it. */
export function LandingHeader() {
  const messages = useMessages();
  return (
    <HeaderFrame
      navLabel={messages.nav_page_sections}
      nav={landingSections.map((section) => (
        <SectionLink
          key={section.id}
          to={section.id}
          className={section.id === "contacts" ? `${contactButtonClass} ml-3` : linkClass}
        >
          {messages[section.label]}
        </SectionLink>
      ))}
      drawerNav={landingSections.map((section) => (
        <SectionLink key={section.id} to={section.id} className={`${linkClass} text-lg`}>
          {messages[section.label]}
        </SectionLink>
      ))}
    />
  );
}
