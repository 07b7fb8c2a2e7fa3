import type { MessageKey } from "../../shared/i18n/messages";
import { paths } from "./paths";

/** A menu link: its name is a message (shared/i18n/messages/<locale>.json), its path the English one, localized where drawn. */
export interface NavItem {
  label: MessageKey;
  to: string;
}

/** The main header's plain links (LET'S TALK AI and the Contact Us button are styled apart). */
export const headerLinks: NavItem[] = [
  { label: "nav_home", to: paths.home },
  { label: "nav_about", to: paths.about },
  { label: "nav_services", to: paths.services },
];

export const letsTalkAi: NavItem = { label: "nav_lets_talk_ai", to: paths.home };
export const contactCta: NavItem = { label: "nav_contact_us", to: paths.contact };

export const footerQuickLinks: NavItem[] = [
  { label: "nav_home", to: paths.home },
  { label: "nav_about_us", to: paths.about },
  { label: "nav_services", to: paths.services },
  { label: "nav_industries", to: paths.industries },
  { label: "nav_portfolio", to: paths.portfolio },
  { label: "nav_blogs", to: paths.blogs },
  { label: "nav_contact_us", to: paths.contact },
  { label: "nav_privacy", to: paths.privacy },
];
