import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import toast from "react-hot-toast";
import { paths } from "~/config/paths";
import { sendEmail, type EnquiryEmail } from "./send-email";
import { wantNotifications } from "~/lib/notifications";

interface EnquirySubmitOptions {
  successMessage: string;
  /** The notification text for a failed send. */
  failureMessage: (error: unknown) => string;
}

/**
 * Sending an enquiry, shared by both forms: one request at a time (a ref, because a double click
 * lands before the disabled button re-renders), the spam signals, then a notification and the
 * thank-you page, or a notification and every typed value kept.
 *
 * The fill time is counted from when the page began to load (performance.now() starts at the navigation), not from
 * when the form's script ran: a visitor may have typed into the prerendered form long before.
 */
export function useEnquirySubmit({ successMessage, failureMessage }: EnquirySubmitOptions) {
  const navigate = useNavigate();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  async function submit(email: EnquiryEmail, onSent: () => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    wantNotifications();
    setSending(true);
    try {
      await sendEmail(email, { website: honeypotRef.current?.value ?? "", elapsedMs: performance.now() });
    } catch (error) {
      toast.error(failureMessage(error));
      return;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    toast.success(successMessage);
    onSent();
    await navigate(paths.thankYou);
  }

  return { sending, submit, honeypotRef };
}
