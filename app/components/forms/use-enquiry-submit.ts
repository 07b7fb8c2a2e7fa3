import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import toast from "react-hot-toast";
import { paths } from "~/config/paths";
import { sendEmail, type EnquiryEmail } from "~/lib/send-email";
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
 */
export function useEnquirySubmit({ successMessage, failureMessage }: EnquirySubmitOptions) {
  const navigate = useNavigate();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  async function submit(email: EnquiryEmail, onSent: () => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    wantNotifications();
    setSending(true);
    try {
      const now = Date.now();
      await sendEmail(email, { website: honeypotRef.current?.value ?? "", elapsedMs: now - (shownAt.current ?? now) });
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
