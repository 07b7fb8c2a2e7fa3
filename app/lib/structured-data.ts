import { site, telUrl } from "../../shared/site";
import { pathsIn } from "../config/paths";
import type { Part } from "../content/views";
import type { Faq, ServiceDetail } from "../content/types";
import { localeFacts, type Locale } from "../../shared/i18n/locales";
import { absoluteUrl } from "./seo";

// schema.org JSON-LD for search engines, in the page's language (inLanguage). Each builder returns one typed node;
// pages render them with <JsonLd>.
type JsonLdNode = Record<string, unknown> & { "@context": "https://schema.org"; "@type": string };

const inLanguage = (locale: Locale) => localeFacts[locale].htmlLang;

/** The agency, described in a page's language with its words there (content/<locale>/agency.yaml). */
export function organizationJsonLd(agency: Part<"agency">, locale: Locale): JsonLdNode {
  const home = absoluteUrl(pathsIn(locale).home);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.brand,
    url: home,
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

/**
 * The page itself, on every page: its address and its language, and the site it is part of in that language. The
 * other nodes (the organization, breadcrumbs) are of types schema.org gives no language; this one says it for the
 * page.
 */
export function webPageJsonLd(pathname: string, locale: Locale): JsonLdNode {
  const home = absoluteUrl(pathsIn(locale).home);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${absoluteUrl(pathname)}#webpage`,
    url: absoluteUrl(pathname),
    inLanguage: inLanguage(locale),
    isPartOf: {
      "@type": "WebSite",
      "@id": `${home}#website`,
      name: site.brand,
      url: home,
      inLanguage: inLanguage(locale),
    },
    publisher: { "@id": `${absoluteUrl("/")}#organization`, "@type": "Organization", name: site.brand },
  };
}

/** A service in a language; its fields are the content's (content/<locale>/services/<slug>.yaml). */
export function serviceJsonLd(
  service: Pick<Part<"services">[number], "slug" | "title" | "summary" | "image"> & ServiceDetail,
  locale: Locale,
  catalogueName: string,
): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    inLanguage: inLanguage(locale),
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url: absoluteUrl(pathsIn(locale).service(service.slug)),
    image: absoluteUrl(service.image.src),
    provider: { "@id": `${absoluteUrl("/")}#organization`, "@type": "Organization", name: site.brand },
    areaServed: "Worldwide",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: catalogueName,
      itemListElement: service.subServices.map((item) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: item.heading, description: item.description },
      })),
    },
  };
}

export function faqPageJsonLd(faqs: readonly Faq[], locale: Locale): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: inLanguage(locale),
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

export function blogPostingJsonLd(
  post: { slug: string; title: string; summary: string; date: string; author: string; cover: { src: string } },
  locale: Locale,
): JsonLdNode {
  const url = absoluteUrl(pathsIn(locale).blogPost(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    inLanguage: inLanguage(locale),
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": `${absoluteUrl("/")}#organization`, "@type": "Organization", name: site.brand },
    image: absoluteUrl(post.cover.src),
    mainEntityOfPage: url,
    url,
  };
}
