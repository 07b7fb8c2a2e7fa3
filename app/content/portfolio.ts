import type { AppPortfolioItem, WebsitePortfolioItem } from "./types";

/** Websites we have built. An empty link means the client keeps the site private (portal or work under NDA). */
export const websitePortfolio: WebsitePortfolioItem[] = [
  {
    id: "peakline-health",
    title: "Peakline Health",
    category: "Healthcare · Clinic booking website",
    img: {
      src: "/images/portfolio/websites/peakline-health.svg",
      alt: "Peakline Health website homepage with a clinic search and appointment booking form",
    },
    link: "https://www.peaklinehealth.com.hk",
  },
  {
    id: "lantau-provisions",
    title: "Lantau Provisions",
    category: "Retail · Online grocery store",
    img: {
      src: "/images/portfolio/websites/lantau-provisions.svg",
      alt: "Lantau Provisions online store showing a grid of grocery products with prices",
    },
    link: "https://www.lantauprovisions.com.hk",
  },
  {
    id: "orchid-lane-hotels",
    title: "Orchid Lane Hotels",
    category: "Hospitality · Direct booking website",
    img: {
      src: "/images/portfolio/websites/orchid-lane-hotels.svg",
      alt: "Orchid Lane Hotels website with a date and guest booking bar over the hero section",
    },
    link: "https://www.orchidlanehotels.com",
  },
  {
    id: "steam-and-bamboo",
    title: "Steam & Bamboo",
    category: "Food & Restaurant · Ordering website",
    img: {
      src: "/images/portfolio/websites/steam-and-bamboo.svg",
      alt: "Steam & Bamboo restaurant website with an order button and featured menu sections",
    },
    link: "https://www.steamandbamboo.com.hk",
  },
  {
    id: "brightpath-academy",
    title: "Brightpath Academy",
    category: "Education · Tutoring center website",
    img: {
      src: "/images/portfolio/websites/brightpath-academy.svg",
      alt: "Brightpath Academy website homepage introducing small-group classes with course cards",
    },
    link: "https://www.brightpathacademy.com.hk",
  },
  {
    id: "eastgate-properties",
    title: "Eastgate Properties",
    category: "Real Estate · Property listings platform",
    img: {
      src: "/images/portfolio/websites/eastgate-properties.svg",
      alt: "Eastgate Properties listings page with property cards beside a map with location pins",
    },
    link: "https://www.eastgateproperties.com.hk",
  },
  {
    id: "meridian-assurance-portal",
    title: "Meridian Assurance Broker Portal",
    category: "Insurance · Broker portal (private)",
    img: {
      src: "/images/portfolio/websites/meridian-assurance-portal.svg",
      alt: "Meridian Assurance broker portal dashboard with policy figures and a monthly claims chart",
    },
    link: "",
  },
  {
    id: "kestrel-precision-portal",
    title: "Kestrel Precision Supplier Portal",
    category: "Manufacturing · Supplier portal (private)",
    img: {
      src: "/images/portfolio/websites/kestrel-precision-portal.svg",
      alt: "Kestrel Precision supplier portal dashboard with purchase order figures and a delivery chart",
    },
    link: "",
  },
  {
    id: "whitfield-chan-portal",
    title: "Whitfield & Chan Client Portal",
    category: "Legal Services · Client portal (private)",
    img: {
      src: "/images/portfolio/websites/whitfield-chan-portal.svg",
      alt: "Whitfield & Chan client portal dashboard with matter summaries and a document activity chart",
    },
    link: "",
  },
];

/** Mobile apps we have built, each linking to its App Store or Google Play page. */
export const appPortfolio: AppPortfolioItem[] = [
  {
    id: "tidewater-pay",
    title: "Tidewater Pay",
    category: "Fintech · Digital wallet",
    img: {
      src: "/images/portfolio/apps/tidewater-pay.svg",
      alt: "Tidewater Pay app screen showing an account balance and recent transactions",
    },
    link: "https://apps.apple.com/sg/app/tidewater-pay/id6450318274",
  },
  {
    id: "peakline-care",
    title: "Peakline Care",
    category: "Healthcare · Patient app",
    img: {
      src: "/images/portfolio/apps/peakline-care.svg",
      alt: "Peakline Care app screen listing upcoming clinic appointments",
    },
    link: "https://play.google.com/store/apps/details?id=hk.peaklinehealth.care",
  },
  {
    id: "relay-driver",
    title: "Relay Driver",
    category: "Logistics · Driver app",
    img: {
      src: "/images/portfolio/apps/relay-driver.svg",
      alt: "Relay Driver app screen with a delivery route on a map and the next stop card",
    },
    link: "https://play.google.com/store/apps/details?id=com.relayfreight.driver",
  },
  {
    id: "steam-and-bamboo-app",
    title: "Steam & Bamboo",
    category: "Food & Restaurant · Ordering app",
    img: {
      src: "/images/portfolio/apps/steam-and-bamboo-app.svg",
      alt: "Steam & Bamboo app screen with a menu of dishes and a checkout button",
    },
    link: "https://apps.apple.com/hk/app/steam-bamboo/id6478120953",
  },
  {
    id: "brightpath-learn",
    title: "Brightpath Learn",
    category: "Education · Student and parent app",
    img: {
      src: "/images/portfolio/apps/brightpath-learn.svg",
      alt: "Brightpath Learn app screen listing this week's lessons and homework",
    },
    link: "https://apps.apple.com/hk/app/brightpath-learn/id6502241186",
  },
  {
    id: "sky-lantern-match",
    title: "Sky Lantern Match",
    category: "Game · Mobile puzzle game",
    img: {
      src: "/images/portfolio/apps/sky-lantern-match.svg",
      alt: "Sky Lantern Match game screen with a grid of colorful lanterns and a score bar",
    },
    link: "https://play.google.com/store/apps/details?id=com.lumenarcade.skylantern",
  },
  {
    id: "orchid-lane-stay",
    title: "Orchid Lane Stay",
    category: "Hospitality · Guest app",
    img: {
      src: "/images/portfolio/apps/orchid-lane-stay.svg",
      alt: "Orchid Lane Stay app screen with room details and a digital key button",
    },
    link: "https://apps.apple.com/mo/app/orchid-lane-stay/id6463390417",
  },
  {
    id: "canopy-wellness",
    title: "Canopy",
    category: "Health & Fitness · Wellness app",
    img: {
      src: "/images/portfolio/apps/canopy-wellness.svg",
      alt: "Canopy app screen with daily activity rings and progress statistics",
    },
    link: "https://play.google.com/store/apps/details?id=com.canopywellness.app",
  },
];
