import type { Industry } from "./types";

/** The twelve industries we serve, in display order. */
export const industries: Industry[] = [
  {
    id: "healthcare",
    title: "Healthcare",
    img: {
      src: "/images/industries/healthcare.svg",
      alt: "Illustration of a heart with a heartbeat line, a medical cross and an appointment calendar",
    },
    desc: "We build patient booking systems, telehealth and clinic management tools, and mobile apps for care teams. Everything is designed for privacy from the start, with access controls, audit logs and data handling that respects Hong Kong's PDPO and comparable rules elsewhere.",
  },
  {
    id: "retail",
    title: "Retail",
    img: {
      src: "/images/industries/retail.svg",
      alt: "Illustration of a storefront with a striped awning, a shopping bag and a discount tag",
    },
    desc: "We build online stores, loyalty apps and inventory integrations that connect online and in-store sales. Recommendation and demand-forecasting models help you stock what sells and show each customer products they are likely to want.",
  },
  {
    id: "fintech",
    title: "Fintech",
    img: {
      src: "/images/industries/fintech.svg",
      alt: "Illustration of a banking app on a phone beside a payment card and coins",
    },
    desc: "We build payment flows, digital wallets, lending and onboarding journeys, and the back-office dashboards behind them. Security reviews, audit trails and identity verification are part of the work, and we design for regulatory requirements together with your compliance team.",
  },
  {
    id: "insurance",
    title: "Insurance",
    img: {
      src: "/images/industries/insurance.svg",
      alt: "Illustration of a shield with a check mark, an umbrella and a policy document",
    },
    desc: "We build quote-and-buy journeys, agent and broker portals, and claims tools that use AI to read documents and flag unusual cases. Policyholders get faster answers and your team spends less time on manual data entry.",
  },
  {
    id: "hospitality",
    title: "Hospitality",
    img: {
      src: "/images/industries/hospitality.svg",
      alt: "Illustration of a hotel service bell, a room key card and a hotel building",
    },
    desc: "We build direct booking websites, guest apps and integrations with property management and channel manager systems. Hotels and serviced apartments reduce their reliance on commission-based booking sites and keep guests informed from booking to checkout.",
  },
  {
    id: "manufacturing",
    title: "Manufacturing",
    img: {
      src: "/images/industries/manufacturing.svg",
      alt: "Illustration of a factory building with interlocking gears",
    },
    desc: "We build production dashboards, supplier portals and automation for purchase orders, quality records and reporting. Machine learning models help forecast demand and predict maintenance needs before a breakdown stops the line.",
  },
  {
    id: "legal-services",
    title: "Legal Services",
    img: {
      src: "/images/industries/legal-services.svg",
      alt: "Illustration of balanced scales of justice next to a stack of documents",
    },
    desc: "We build client portals, document automation and secure search across matters and precedents. Language models draft first versions and summarize long documents, while lawyers stay in control of every output.",
  },
  {
    id: "food-restaurant",
    title: "Food & Restaurant",
    img: {
      src: "/images/industries/food-restaurant.svg",
      alt: "Illustration of a plate of dumplings with cutlery beside a phone showing an online order",
    },
    desc: "We build online ordering, table reservation and loyalty apps, integrated with your point-of-sale system and delivery partners. Sales and menu analytics show which dishes, time slots and outlets drive profit.",
  },
  {
    id: "logistics",
    title: "Logistics",
    img: {
      src: "/images/industries/logistics.svg",
      alt: "Illustration of a delivery truck and parcels below a mapped route between two location pins",
    },
    desc: "We build shipment tracking, driver apps, warehouse tools and customer portals that replace phone calls and spreadsheets. Route planning and demand forecasting help fleets and warehouses do more with the same resources.",
  },
  {
    id: "education",
    title: "Education",
    img: {
      src: "/images/industries/education.svg",
      alt: "Illustration of a graduation cap above an open book",
    },
    desc: "We build learning platforms, student and parent apps, and enrollment and scheduling systems for schools and tutoring centers. Learning analytics show teachers where each student needs support.",
  },
  {
    id: "game",
    title: "Game",
    img: {
      src: "/images/industries/game.svg",
      alt: "Illustration of a trophy beside a game leaderboard",
    },
    desc: "We build mobile and web games, game backends and live-operations tools for studios and brands. Our engineers can deliver a complete title or join your team for a specific feature, port or optimization.",
  },
  {
    id: "real-estate-services",
    title: "Real Estate Services",
    img: {
      src: "/images/industries/real-estate-services.svg",
      alt: "Illustration of a house in front of a city skyline with a location pin",
    },
    desc: "We build property listing websites, agent CRMs and tenant apps for agencies, developers and property managers. Map search, virtual viewings and automatic lead routing help buyers and renters find the right property sooner.",
  },
];
