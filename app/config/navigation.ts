import { paths } from "./paths";

export interface NavItem {
  label: string;
  to: string;
}

/** The main header's plain links (LET'S TALK AI and the Contact Us button are styled apart). */
export const headerLinks: NavItem[] = [
  { label: "Home", to: paths.home },
  { label: "About", to: paths.about },
  { label: "Services", to: paths.services },
];

export const letsTalkAi: NavItem = { label: "LET'S TALK AI", to: paths.home };
export const contactCta: NavItem = { label: "Contact Us", to: paths.contact };

export const footerQuickLinks: NavItem[] = [
  { label: "Home", to: paths.home },
  { label: "About Us", to: paths.about },
  { label: "Services", to: paths.services },
  { label: "Industries", to: paths.industries },
  { label: "Portfolio", to: paths.portfolio },
  { label: "Blogs", to: paths.blogs },
  { label: "Contact Us", to: paths.contact },
];
