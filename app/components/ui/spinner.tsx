import { useNavigation } from "react-router";

export function FullScreenSpinner() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="animate-delayed-fade-in fixed inset-0 z-[60] flex items-center justify-center bg-navy-950/70 backdrop-blur-sm"
    >
      <span className="size-12 animate-spin rounded-full border-4 border-white/25 border-t-brand-400" aria-hidden="true" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}

/** Shown while the next route's code loads (pages are split per route). */
export function NavigationSpinner() {
  const navigation = useNavigation();
  return navigation.state === "loading" ? <FullScreenSpinner /> : null;
}
