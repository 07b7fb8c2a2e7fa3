import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { useMessages } from "../../lib/page-language";

/** A form's one submit button; while sending it is disabled and says so. */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const sendingLabel = useMessages().form_sending;
  return (
    <button
      type="submit"
      disabled={sending}
      aria-busy={sending}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-navy-900 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-navy-900/20 transition-colors hover:bg-navy-800 disabled:cursor-wait disabled:opacity-80"
    >
      {sending ? (
        <>
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-white/30 border-t-white"
          />
          {sendingLabel}
        </>
      ) : (
        <>
          {children}
          <Send aria-hidden="true" className="size-4" />
        </>
      )}
    </button>
  );
}
