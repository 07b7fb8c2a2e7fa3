import type { OfferingCard } from "./types";
import { appOfferings, websiteOfferings } from "./offerings";

/**
 * One entry per paid-traffic landing page. Every landing page shares one layout
 * (app/components/landing/landing-page.tsx) and differs only by its entry here: app/routes.ts mounts one route per
 * entry, and the sitemap and the prerendered pages read the paths from this list (README: "Adding a landing page").
 */
export interface LandingPageContent {
  /** The route path, e.g. "/web-development"; app/routes.ts mounts it. */
  path: `/${string}`;
  /** The page's own title (the brand is appended), description (at most 160 characters) and Open Graph image. */
  seo: { title: string; description: string; image: string };
  eyebrow: string;
  headline: string;
  lead: string;
  about: { title: string; paragraphs: string[] };
  services: { title: string; lead: string; cards: OfferingCard[] };
}

export const landingPages: readonly LandingPageContent[] = [
  {
    path: "/web-development",
    seo: {
      title: "Website development for growing businesses",
      description: "Fast, accessible websites and online stores built by senior engineers in Hong Kong. Fixed quotes, launch in 2-4 weeks for simple sites.",
      image: "/images/og/web-development.png",
    },
    eyebrow: "Website development",
    headline: "A website that loads fast, ranks well and turns visitors into enquiries",
    lead: "Online stores, landing pages, community platforms and custom web applications, designed and built by one senior team with a fixed quote before we start.",
    about: {
      title: "Websites built by engineers who care about results",
      paragraphs: [
        "Most websites fail quietly: slow on a phone, hard to update, invisible in search. We build the other kind. Every site we ship is prerendered for speed, tested with screen readers and keyboards, and handed over with a content editor your team can use without calling us.",
        "You work with the same designer and engineers from the first workshop to launch day, see progress in a weekly demo, and own every line of code when we finish.",
      ],
    },
    services: {
      title: "Websites we build",
      lead: "Four kinds of website, each with the features your visitors expect and nothing they do not.",
      cards: websiteOfferings,
    },
  },
  {
    path: "/app-development",
    seo: {
      title: "Mobile app development for iOS and Android",
      description: "Native iOS and Android, Flutter and hybrid apps built by a senior team in Hong Kong. Clear scope, weekly builds, launch in 8-16 weeks.",
      image: "/images/og/app-development.png",
    },
    eyebrow: "Mobile app development",
    headline: "Mobile apps your customers keep on their home screen",
    lead: "Native iOS and Android, Flutter and hybrid apps, from the first prototype to the App Store and Google Play, built by engineers who have shipped dozens of them.",
    about: {
      title: "From idea to app store, without the surprises",
      paragraphs: [
        "We start by testing your idea on a clickable prototype with real users, so the money goes into features people will use. Then we build in two-week sprints, with a new test build on your phone after each one.",
        "We handle store listings, review guidelines, analytics and crash reporting, and we stay on after launch to ship updates as your users tell you what they need next.",
      ],
    },
    services: {
      title: "Apps we build",
      lead: "Pick the platform that fits your users, budget and roadmap; we will tell you honestly which one that is.",
      cards: appOfferings,
    },
  },
];

/** The entry of a landing page path ("/web-development", with or without a trailing slash). */
export function landingPageAt(pathname: string): LandingPageContent {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = landingPages.find((entry) => entry.path === path);
  if (!page) throw new Error(`No landing page content for ${pathname}: add its entry to app/content/landing-pages.ts`);
  return page;
}
