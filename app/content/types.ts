import type { LucideIcon } from "lucide-react";

/** An image the agency can swap: a file under public/images and the text that describes it. */
export interface ContentImage {
  src: string;
  alt: string;
}

export interface SubService {
  heading: string;
  description: string;
}

/** What cards, menus and the footer show of a service. */
export interface ServiceSummary {
  id: number;
  /** The page's address below /services/; written once, in services.ts. */
  slug: string;
  title: string;
  /** One line under the title on the detail page. */
  tagline: string;
  /** Two sentences for cards and meta descriptions (at most 160 characters). */
  summary: string;
  img: ContentImage;
  icon: LucideIcon;
}

/** What only the service's own page shows. */
export interface ServiceDetail {
  /** The detail page's opening paragraphs. */
  description: string[];
  services: SubService[];
}

export type Service = ServiceSummary & ServiceDetail;

export interface Industry {
  id: string;
  title: string;
  img: ContentImage;
  desc: string;
}

export interface Testimonial {
  id: string;
  name: string;
  /** Role and company. */
  title: string;
  quote: string;
}

export interface Faq {
  id: string;
  question: string;
  /** Each entry is one bullet of the answer. */
  answer: string[];
}

export interface WebsitePortfolioItem {
  id: string;
  title: string;
  category: string;
  img: ContentImage;
  /** Public address of the live site; empty when the client keeps it private. */
  link: string;
}

export interface AppPortfolioItem {
  id: string;
  title: string;
  category: string;
  img: ContentImage;
  /** App Store or Google Play page. */
  link: string;
}

export interface OfferingCard {
  id: string;
  title: string;
  icon: LucideIcon;
  description: string;
}

export interface ClientLogo {
  id: string;
  name: string;
  img: ContentImage;
}

export interface Statistic {
  id: string;
  value: number;
  suffix: string;
  label: string;
  /** How long the count-up runs. */
  durationMs: number;
}

export interface WhyChooseUsPoint {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}
