import { view } from "~/content/source";
import { site, telUrl } from "../../shared/site";
import { paths } from "~/config/paths";
import type { Faq, Service } from "~/content/types";
import { absoluteUrl } from "./seo";

/** The agency's words in this locale (content/<locale>/agency.yaml). */
const agency = view("agency");

// schema.org JSON-LD for search engines. Each builder returns one typed node; pages render them with <JsonLd>.
type JsonLdNode = Record<string, unknown> & { "@context": "https://schema.org"; "@type": string };

export function organizationJsonLd(): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.brand,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/brand/logo-mark.svg"),
    description: agency.blurb,
    email: site.email,
    telephone: telUrl.replace(/^tel:/, ""),
    address: { "@type": "PostalAddress", addressCountry: "HK", addressRegion: agency.address },
    founder: { "@type": "Person", name: site.founder.name, jobTitle: agency.founderRole },
    sameAs: [site.social.linkedin, site.social.instagram, site.social.facebook],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      telephone: telUrl.replace(/^tel:/, ""),
      availableLanguage: ["English", "Chinese"],
    },
  };
}

export function serviceJsonLd(service: Service): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url: absoluteUrl(paths.service(service.slug)),
    image: absoluteUrl(service.image.src),
    provider: { "@id": `${absoluteUrl("/")}#organization`, "@type": "Organization", name: site.brand },
    areaServed: "Worldwide",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${service.title} services`,
      itemListElement: service.subServices.map((item) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: item.heading, description: item.description },
      })),
    },
  };
}

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer.join(" ") },
    })),
  };
}

export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function blogPostingJsonLd(post: { slug: string; title: string; summary: string; date: string; author: string; cover: { src: string } }): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": `${absoluteUrl("/")}#organization`, "@type": "Organization", name: site.brand },
    image: absoluteUrl(post.cover.src),
    mainEntityOfPage: absoluteUrl(paths.blogPost(post.slug)),
    url: absoluteUrl(paths.blogPost(post.slug)),
  };
}
