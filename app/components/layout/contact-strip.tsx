import { MailIcon, PhoneIcon } from "../ui/icons";
import { mailtoUrl, site, telUrl } from "../../../shared/site";

/** The e-mail and phone line at the top of wide screens; it slides away once the page is scrolled (app.css). */
export function ContactStrip() {
  return (
    <div className="strip-hide-on-scroll hidden h-(--strip-height) border-b border-white/10 lg:block">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-end gap-6 px-6 text-sm text-white/85">
        <a href={mailtoUrl} className="inline-flex items-center gap-2 hover:text-white">
          <MailIcon className="size-4 text-brand-300" />
          {site.email}
        </a>
        <a href={telUrl} className="inline-flex items-center gap-2 hover:text-white">
          <PhoneIcon className="size-4 text-brand-300" />
          {site.phone.display}
        </a>
      </div>
    </div>
  );
}
