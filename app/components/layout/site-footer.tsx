import { usePart } from "../../content/page-parts";
import { Link } from "react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import { footerQuickLinks } from "../../config/navigation";
import { useLocalizedPath, useMessages, usePaths } from "../../lib/page-language";
import { fill } from "../../../shared/i18n/messages";
import { mailtoUrl, site, telUrl } from "../../../shared/site";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "../ui/social-icons";
import { Logo } from "./logo";

/** The agency's words in this locale (content/<locale>/agency.yaml). */

const socialLinks = [
  { label: "LinkedIn", href: site.social.linkedin, Icon: LinkedInIcon },
  { label: "Instagram", href: site.social.instagram, Icon: InstagramIcon },
  { label: "Facebook", href: site.social.facebook, Icon: FacebookIcon },
];

export function SiteFooter() {
  const agency = usePart("agency");
  const footerCopy = usePart("siteCopy.footer");
  const services = usePart("services");
  const messages = useMessages();
  const paths = usePaths();
  const localized = useLocalizedPath();
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 pt-16 pb-10 md:grid-cols-2 lg:grid-cols-[1.4fr_1.6fr_1fr]">
        <div className="space-y-5">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">{agency.blurb}</p>
          <ul className="flex gap-3" aria-label={messages.social_media}>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(messages.social_link, { brand: site.brand, network: label })}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-slate-200 hover:bg-brand-500 hover:text-navy-950"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <address className="space-y-2 text-sm not-italic">
            <a href={mailtoUrl} className="flex items-center gap-2 hover:text-white">
              <Mail aria-hidden="true" className="size-4 text-brand-400" /> {site.email}
            </a>
            <a href={telUrl} className="flex items-center gap-2 hover:text-white">
              <Phone aria-hidden="true" className="size-4 text-brand-400" /> {site.phone.display}
            </a>
            <p className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-brand-400" /> {agency.address}
            </p>
          </address>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">
            {footerCopy.servicesTitle}
          </h2>
          <ul className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.slug}>
                <Link to={paths.service(service.slug)} className="hover:text-brand-300">
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">
            {footerCopy.linksTitle}
          </h2>
          <ul className="space-y-2 text-sm">
            {footerQuickLinks.map((item) => (
              <li key={item.label}>
                <Link to={localized(item.to)} className="hover:text-brand-300">
                  {messages[item.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-6 text-xs text-slate-400">
          {fill(messages.footer_copyright, { year: new Date().getFullYear(), brand: site.brand })}
        </p>
      </div>
    </footer>
  );
}
