import { whatsappUrl } from "../../../shared/site";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";

export function WhatsAppButton() {
  // Inside a landmark of its own, so nothing on the page sits outside one.
  return (
    <aside aria-label="Chat on WhatsApp">
      <a
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        className="fixed right-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp-dark text-white shadow-xl shadow-black/25 transition-transform hover:scale-105"
      >
        <WhatsAppIcon className="size-8" />
      </a>
    </aside>
  );
}
