import type { ClientLogo } from "./types";

/** Logos for the client carousel. */
export const clientLogos: ClientLogo[] = [
  { id: "peakline-health", name: "Peakline Health", img: { src: "/images/logos/peakline-health.svg", alt: "Peakline Health logo" } },
  { id: "lantau-provisions", name: "Lantau Provisions", img: { src: "/images/logos/lantau-provisions.svg", alt: "Lantau Provisions logo" } },
  { id: "tidewater-pay", name: "Tidewater Pay", img: { src: "/images/logos/tidewater-pay.svg", alt: "Tidewater Pay logo" } },
  { id: "meridian-assurance", name: "Meridian Assurance", img: { src: "/images/logos/meridian-assurance.svg", alt: "Meridian Assurance logo" } },
  { id: "orchid-lane-hotels", name: "Orchid Lane Hotels", img: { src: "/images/logos/orchid-lane-hotels.svg", alt: "Orchid Lane Hotels logo" } },
  { id: "kestrel-precision", name: "Kestrel Precision", img: { src: "/images/logos/kestrel-precision.svg", alt: "Kestrel Precision logo" } },
  { id: "steam-and-bamboo", name: "Steam & Bamboo", img: { src: "/images/logos/steam-and-bamboo.svg", alt: "Steam & Bamboo logo" } },
  { id: "relay-freight", name: "Relay Freight", img: { src: "/images/logos/relay-freight.svg", alt: "Relay Freight logo" } },
  { id: "brightpath-academy", name: "Brightpath Academy", img: { src: "/images/logos/brightpath-academy.svg", alt: "Brightpath Academy logo" } },
  { id: "eastgate-properties", name: "Eastgate Properties", img: { src: "/images/logos/eastgate-properties.svg", alt: "Eastgate Properties logo" } },
];
