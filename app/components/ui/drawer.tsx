import type { ReactNode } from "react";
import { CloseIcon, MenuIcon } from "./icons";

/**
 * The menu drawer works from the first paint, before any script has run, because the browser does the work: the
 * drawer is a popover. The menu button opens it (popovertarget); the close button, Escape and a tap outside close it;
 * the browser moves focus to the close button (autofocus) and back to the menu button; the page behind does not
 * scroll while it is open (app.css). The page's inline module adds what HTML cannot: choosing a link closes it, and
 * Tab stays inside it (app/bootstrap/page-behaviours/drawer.ts, which finds it by `data-drawer`).
 */

interface DrawerProps {
  id: string;
  /** The dialog's accessible name. */
  label: string;
  /** Its close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
}

/** The right-hand drawer itself: a dialog-like popover with its close button first. */
export function Drawer({ id, label, closeLabel, children }: DrawerProps) {
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      // Modal as a visitor sees it: a backdrop covers the page, which does not scroll, and Tab stays inside.
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
