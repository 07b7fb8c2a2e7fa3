import type { Testimonial } from "./types";

/** Client quotes for the testimonials carousel, each shown with five stars. */
export const testimonials: Testimonial[] = [
  {
    id: "grace-lau",
    name: "Grace Lau",
    title: "Operations Director, Peakline Health",
    quote:
      "We asked for a new website and online booking across our six clinics, and it went live in nine weeks. Online bookings went from about a fifth of appointments to just over half within four months, and calls to our front desks dropped noticeably. The team explained every trade-off in plain language.",
  },
  {
    id: "kenneth-wong",
    name: "Kenneth Wong",
    title: "Co-founder, Lantau Provisions",
    quote:
      "They rebuilt our online grocery store and connected it to our warehouse stock system in eleven weeks. Checkout conversion rose from 1.9% to 3.1%, and orders for out-of-stock items all but disappeared because inventory now syncs every five minutes.",
  },
  {
    id: "marcus-tan",
    name: "Marcus Tan",
    title: "Head of Product, Tidewater Pay",
    quote:
      "Our Flutter wallet app reached both app stores in 14 weeks, including the security review our banking partner required. Six months after launch it is 99.7% crash-free, and we ship an update every two weeks without drama.",
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    title: "Chief Operating Officer, Meridian Assurance",
    quote:
      "The claims intake assistant reads medical receipts and claim forms in English and Chinese and pre-fills our claims system. Average intake time fell from two working days to under four hours. Our adjusters now review only the 15% or so of cases the model marks as uncertain.",
  },
  {
    id: "sophie-laurent",
    name: "Sophie Laurent",
    title: "General Manager, Orchid Lane Hotels",
    quote:
      "Our new direct booking website launched six weeks after kickoff and connects to our channel manager in real time. Direct bookings grew from 18% to 31% of room nights over the next two quarters, which has cut our commission costs considerably.",
  },
  {
    id: "kelvin-cheng",
    name: "Kelvin Cheng",
    title: "Finance Director, Kestrel Precision",
    quote:
      "Three software robots now handle purchase order entry, supplier invoice matching and our month-end bank reconciliation. That gives the finance team back roughly 35 hours a week. The first robot was live five weeks after our discovery workshop.",
  },
  {
    id: "catherine-chan",
    name: "Catherine Chan",
    title: "Managing Partner, Whitfield & Chan",
    quote:
      "They built a private search tool over twenty years of our bilingual precedents and correspondence, hosted entirely in our own cloud account. Associates now find the relevant clauses in minutes rather than an afternoon, and no client document leaves our environment.",
  },
  {
    id: "jason-lee",
    name: "Jason Lee",
    title: "Operations Manager, Steam & Bamboo",
    quote:
      "Our ordering app and kitchen display system went live across four restaurants in twelve weeks. App orders now make up 38% of our takeaway sales, and the average wait at pick-up has dropped from 18 minutes to 11.",
  },
  {
    id: "arjun-mehta",
    name: "Arjun Mehta",
    title: "CTO, Relay Freight",
    quote:
      "They moved our tracking platform from two aging on-premise servers to AWS in three waves over ten weeks, and the final cutover took under 20 minutes. Our monthly infrastructure bill is 27% lower, and we have not had an unplanned outage since the move.",
  },
  {
    id: "emily-ho",
    name: "Emily Ho",
    title: "Founder, Brightpath Academy",
    quote:
      "The parent app and scheduling system replaced three spreadsheets and a very busy group chat. Missed lessons fell by about a third in the first term, and our admin team saves around ten hours a week on rescheduling.",
  },
  {
    id: "hana-sato",
    name: "Hana Sato",
    title: "Producer, Lumen Arcade Studios",
    quote:
      "We brought them in to build the backend and live-operations tools for our mobile puzzle game. Leaderboards, cloud saves and timed events were ready in eight weeks, and day-7 retention rose from 14% to 19% once the first events ran.",
  },
  {
    id: "oliver-bennett",
    name: "Oliver Bennett",
    title: "VP of Product, Canopy Wellness",
    quote:
      "We are in Vancouver and they are on the other side of the Pacific, yet it never slowed us down: a written update was waiting every morning and we met twice a week. Their redesign of our app onboarding took seven weeks and raised completion from 41% to 64%.",
  },
];
