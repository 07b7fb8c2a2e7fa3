import { Apple, CodeXml, Layers, PanelsTopLeft, ShoppingCart, Smartphone, TabletSmartphone, UsersRound } from "lucide-react";
import type { OfferingCard } from "./types";

/** The kinds of website we build, shown as cards on the web development landing page. */
export const websiteOfferings: OfferingCard[] = [
  {
    id: "ecommerce-websites",
    title: "E-commerce Websites",
    icon: ShoppingCart,
    description:
      "Online stores with fast product search, a smooth checkout and local payment methods, connected to your inventory, shipping and accounting systems.",
  },
  {
    id: "social-media-websites",
    title: "Social Media Websites",
    icon: UsersRound,
    description:
      "Community platforms with member profiles, feeds, messaging and moderation tools, built to stay fast and safe as your community grows.",
  },
  {
    id: "landing-pages",
    title: "Landing Pages",
    icon: PanelsTopLeft,
    description:
      "Focused, fast-loading pages for campaigns and product launches, with a clear call to action and analytics and A/B testing set up from day one.",
  },
  {
    id: "custom-websites",
    title: "Custom Websites",
    icon: CodeXml,
    description:
      "Bespoke sites and web applications for needs that templates cannot meet, from booking engines and customer portals to internal tools.",
  },
];

/** The kinds of mobile app we build, shown as cards on the app development landing page. */
export const appOfferings: OfferingCard[] = [
  {
    id: "ios-apps",
    title: "iOS Apps",
    icon: Apple,
    description:
      "Native Swift and SwiftUI apps for iPhone and iPad that feel at home on Apple devices, with Apple Pay, widgets and notifications where they help.",
  },
  {
    id: "android-apps",
    title: "Android Apps",
    icon: Smartphone,
    description:
      "Native Kotlin apps tested on the wide range of Android phones your customers use, released through Google Play with staged rollouts.",
  },
  {
    id: "flutter-apps",
    title: "Flutter Apps",
    icon: Layers,
    description:
      "One Flutter codebase for iOS and Android with smooth animations and native performance, so features reach both platforms at the same time.",
  },
  {
    id: "hybrid-apps",
    title: "Hybrid Apps",
    icon: TabletSmartphone,
    description:
      "React Native and web-based apps that share code with your website, a cost-effective route for content-led and internal business apps.",
  },
];
