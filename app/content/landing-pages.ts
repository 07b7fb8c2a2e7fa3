import { offeringIcons } from "./offering-icons";
import type { Part } from "./views";

/**
 * A paid-traffic landing page: one file each in content/<locale>/landing-pages/, whose name is the page's address
 * (/web-development). Every landing page shares one layout (app/components/landing/landing-page.tsx) and differs only
 * by its file; the route table, the sitemap and the prerendered pages take the paths from ./content.server.ts.
 */
export type LandingPageEntry = Part<"landingPages">[number];

/** A landing page with the drawings of its service cards. */
export function withOfferingIcons(page: LandingPageEntry) {
  return {
    ...page,
    services: {
      ...page.services,
      cards: page.services.cards.map((card) => ({ ...card, icon: offeringIcons[card.icon] })),
    },
  };
}

export type LandingPageContent = ReturnType<typeof withOfferingIcons>;
