import { whatsappUrl } from "../../../shared/site";
import { WhatsAppIcon } from "../ui/whatsapp-icon";
import { useMessages } from "../../lib/page-language";

export function WhatsAppButton() {
  const messages = useMessages();
  // Inside a landmark of its own, so nothing on the page sits outside one.
  return (
    <aside aria-label={messages.whatsapp_region}>
      <a
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={messages.whatsapp_link}
        className="fixed right-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp-dark text-white shadow-xl shadow-black/25 transition-transform hover:scale-105"
      >
        <WhatsAppIcon className="size-8" />
      </a>
    </aside>
  );
}
