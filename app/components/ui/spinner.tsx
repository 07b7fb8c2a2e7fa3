/** A dimmed screen with a spinner; `label` is what a screen reader hears (none before the page's words have loaded). */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="animate-delayed-fade-in fixed inset-0 z-[60] flex items-center justify-center bg-navy-950/70 backdrop-blur-sm"
    >
      <span
        className="size-12 animate-spin rounded-full border-4 border-white/25 border-t-brand-400"
        aria-hidden="true"
      />
      {label && <span className="sr-only">{label}</span>}
    </div>
  );
}
