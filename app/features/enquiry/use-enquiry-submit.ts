import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { wantNotifications } from "../../lib/notifications";
import { goWithNotice } from "../../lib/thank-you-notice";
import { useCurrentPath } from "../../lib/current-path";
import { useHydrated } from "../../lib/use-hydrated";
import { useLocale, useMessages, usePaths } from "../../lib/page-language";
import type { Messages } from "../../../shared/i18n/messages";
import { relayEndpoint, sendEmail, SendFailure, type FailureTexts, type FormSubmission } from "./send-email";

interface EnquirySubmitOptions {
  successMessage: string;
}

/** The forms' own words for a failed send (shared/i18n/messages/<locale>.json). */
export const failureTexts = (messages: Messages): FailureTexts => ({
  network: messages.form_network_failure,
  unexpected: messages.relay_unexpected_answer,
  tooLarge: messages.relay_too_large,
  tooMany: messages.form_too_many,
  server: messages.relay_delivery_failed,
});

/**
 * Sending an enquiry, shared by both forms: one request at a time (a ref, because a double click
 * lands before the disabled button re-renders), the spam signals, then a notification and the
 * thank-you page with a notification, or a notification in the page's language (never the browser's own error) and
 * every typed value kept. `formProps` are what the form's frame
 * (EnquiryForm) needs for it: where it posts without its script, the page it is on, whether the script
 * has taken it over, whether it is sending, and its honeypot.
 *
 * The fill time is counted from when the page began to load (performance.now() starts at the navigation), not from
 * when the form's script ran: a visitor may have typed into the prerendered form long before.
 */
export function useEnquirySubmit({ successMessage }: EnquirySubmitOptions) {
  const locale = useLocale();
  const messages = useMessages();
  const paths = usePaths();
  const page = useCurrentPath();
  const enhanced = useHydrated();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  async function submit({ kind, fields, email }: FormSubmission, onSent: () => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    wantNotifications();
    setSending(true);
    try {
      const signals = { website: honeypotRef.current?.value ?? "", elapsedMs: performance.now() };
      await sendEmail(email, signals, {
        enquiry: { kind, page, fields: { ...fields } },
        locale,
        failures: failureTexts(messages),
      });
    } catch (error) {
      toast.error(error instanceof SendFailure ? error.message : messages.form_network_failure);
      return;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    onSent();
    // The confirmation shows on the thank-you page, once it is there: its few seconds are not spent while the page
    // loads on a slow phone.
    goWithNotice(paths.thankYou, successMessage);
  }

  return {
    submit,
    formProps: { action: relayEndpoint(import.meta.env.RELAY_URL, locale), page, enhanced, sending, honeypotRef },
  };
}
