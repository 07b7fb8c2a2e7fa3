import { offeringIcons } from "./offering-icons";
import { view } from "./source";

/**
 * One entry per paid-traffic landing page: one file each in content/en/landing-pages/, whose name is the page's
 * address (/web-development). Every landing page shares one layout (app/components/landing/landing-page.tsx) and
 * differs only by its file; app/routes.ts, the sitemap and the prerendered pages read the paths from this list.
 */
export const landingPages = view("landingPages").map((page) => ({
  ...page,
  services: { ...page.services, cards: page.services.cards.map((card) => ({ ...card, icon: offeringIcons[card.icon] })) },
}));

export type LandingPageContent = (typeof landingPages)[number];

/** The entry of a landing page path ("/web-development", with or without a trailing slash). */
export function landingPageAt(pathname: string): LandingPageContent {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = landingPages.find((entry) => entry.path === path);
  if (!page) throw new Error(`No landing page content for ${pathname}: add its file to content/en/landing-pages/`);
  return page;
}
