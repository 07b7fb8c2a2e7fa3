import { usePart } from "../../content/page-parts";
import type { Part } from "../../content/views";
import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { mailtoUrl, site, telUrl, whatsappUrl } from "../../../shared/site";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "../ui/social-icons";
import { NewTabNote } from "../ui/new-tab-note";

/** The channels, named in the page's language (content/<locale>/site.yaml, contactChannels). */
function channelsIn({ labels, texts }: Part<"siteCopy.contactChannels">) {
  return [
    { label: labels.email, value: site.email, href: mailtoUrl, Icon: Mail, external: false },
    { label: labels.phone, value: site.phone.display, href: telUrl, Icon: Phone, external: false },
    { label: labels.whatsapp, value: texts.whatsapp, href: whatsappUrl, Icon: MessageCircle, external: true },
    { label: labels.linkedin, value: texts.linkedin, href: site.social.linkedin, Icon: LinkedInIcon, external: true },
    {
      label: labels.instagram,
      value: texts.instagram,
      href: site.social.instagram,
      Icon: InstagramIcon,
      external: true,
    },
    { label: labels.facebook, value: texts.facebook, href: site.social.facebook, Icon: FacebookIcon, external: true },
  ];
}

/** Every way to reach the agency, each a working link. */
export function ContactChannels({ tone = "light" }: { tone?: "light" | "dark" }) {
  const agency = usePart("agency");
  const copy = usePart("siteCopy.contactChannels");
  const channels = channelsIn(copy);
  const dark = tone === "dark";
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {channels.map(({ label, value, href, Icon, external }) => (
        <li key={label}>
          <a
            href={href}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className={`flex h-full items-center gap-4 rounded-2xl border p-5 transition ${
              dark
                ? "border-white/10 bg-white/5 hover:bg-white/10"
                : "border-slate-200 bg-white shadow-sm hover:border-brand-400"
            }`}
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-600">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className={`block text-sm font-semibold ${dark ? "text-white" : "text-navy-900"}`}>{label}</span>
              <span className={`block text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>
                {value}
                {external && <NewTabNote />}
              </span>
            </span>
          </a>
        </li>
      ))}
      <li
        className={`flex items-center gap-4 rounded-2xl border p-5 ${dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white shadow-sm"}`}
      >
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-600">
          <MapPin aria-hidden="true" className="size-5" />
        </span>
        <span>
          <span className={`block text-sm font-semibold ${dark ? "text-white" : "text-navy-900"}`}>
            {copy.labels.address}
          </span>
          <span className={`block text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>{agency.address}</span>
        </span>
      </li>
    </ul>
  );
}
