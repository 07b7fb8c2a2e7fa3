import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon, MenuIcon } from "./icons";

/**
 * The menu drawer works from the first paint, before any script has run, because the browser does the work: the
 * drawer is a popover. The menu button opens it (popovertarget); the close button, Escape and a tap outside close it;
 * the browser moves focus to the close button (autofocus) and back to the menu button; the page behind does not
 * scroll while it is open (app.css). Scripts only add what HTML cannot: choosing a link closes it (closeDrawerOnLink,
 * inline in every page) and, once hydrated, Tab stays inside it.
 */

interface DrawerProps {
  id: string;
  /** The dialog's accessible name. */
  label: string;
  /** Its close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Once hydrated, Tab and Shift+Tab go round inside the open drawer instead of leaving it for the page behind. */
function keepFocusInside(this: HTMLElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const items = [...this.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The right-hand drawer itself: a dialog-like popover with its close button first. */
export function Drawer({ id, label, closeLabel, children }: DrawerProps) {
  const drawerRef = useRef<HTMLDivElement>(null);
  // The trap listens on the dialog itself for the keys of every control inside it (JSX key handlers belong on controls).
  useEffect(() => {
    const drawer = drawerRef.current;
    drawer?.addEventListener("keydown", keepFocusInside);
    return () => drawer?.removeEventListener("keydown", keepFocusInside);
  }, []);

  return (
    <div
      ref={drawerRef}
      id={id}
      popover="auto"
      role="dialog"
      // Modal as a visitor sees it: a backdrop covers the page, which does not scroll, and (once hydrated) Tab stays inside.
      aria-modal="true"
      aria-label={label}
      data-drawer=""
      className="animate-drawer-in fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] border-0 bg-navy-900 p-0 text-white shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm"
    >
      <div className="flex h-full flex-col overflow-y-auto px-6 pt-5 pb-8">
        <div className="flex justify-end">
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            // The browser focuses it when the drawer opens (the popover's autofocus delegate).
            autoFocus
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
            aria-label={closeLabel}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** The button that opens the drawer `drawerId`; the browser exposes whether it is expanded. */
export function DrawerButton({ drawerId, label, className }: { drawerId: string; label: string; className?: string }) {
  return (
    <button type="button" popoverTarget={drawerId} aria-label={label} aria-haspopup="dialog" className={className}>
      <MenuIcon className="size-7" />
    </button>
  );
}

/**
 * Closes a drawer when a link in it is chosen: on the main site the next page then opens without the menu over it,
 * on a landing page the section scrolls into view uncovered. Runs as an inline script of every page (see root.tsx),
 * so it works before hydration; a click with a modifier (a new tab) leaves the menu as it is.
 */
export function closeDrawerOnLink() {
  document.addEventListener(
    "click",
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("[data-drawer] a[href]") : null;
      const drawer = link?.closest<HTMLElement>("[data-drawer]");
      if (drawer?.matches(":popover-open")) drawer.hidePopover();
    },
    true,
  );
}
