/**
 * Everything an agency changes about itself lives here: brand, contact channels, booking link.
 * The pages, the server (the inbox the relay accepts, the sender label) and the build scripts (share images)
 * read these values; none of them is written anywhere else.
 */
export const site = {
  brand: "Harbourline Labs",
  /** Shown as the sender of every enquiry e-mail the relay delivers. */
  senderLabel: "Harbourline Labs Website",
  tagline: "Software and AI studio",
  blurb:
    "We design, build and run websites, mobile apps and AI systems for growing businesses, from a senior team in Hong Kong that answers its own phone.",
  email: "hello@harbourlinelabs.com",
  phone: { display: "+852 5123 4567", dial: "+85251234567" },
  /** WhatsApp chat number: digits only, with country code. */
  chatNumber: "85251234567",
  address: "Hong Kong SAR",
  founder: { name: "Daniel Cheung", role: "Founder and Principal Engineer" },
  social: {
    linkedin: "https://www.linkedin.com/company/harbourline-labs",
    instagram: "https://www.instagram.com/harbourlinelabs",
    facebook: "https://www.facebook.com/harbourlinelabs",
  },
  /** A scheduling page (Calendly, Cal.com…). Empty: booking buttons scroll to the requirement form. */
  bookingUrl: "",
  strategySessionMinutes: 30,
} as const;

export const whatsappUrl = `https://wa.me/${site.chatNumber}`;
export const mailtoUrl = `mailto:${site.email}`;
export const telUrl = `tel:${site.phone.dial}`;
