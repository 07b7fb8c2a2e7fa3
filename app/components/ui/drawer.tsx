import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { X } from "lucide-react";
import { useScrollLock } from "~/lib/motion";

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  /** Where focus goes back to once the drawer closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A right-hand drawer built on the native modal <dialog>: the browser keeps focus inside it and closes it on
 * Escape; we add the scroll lock, the close button, closing on a backdrop click and the focus return.
 */
export function Drawer({ open, onClose, label, returnFocusTo, children }: DrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function handleClose() {
    onClose();
    returnFocusTo.current?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onClose={handleClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
      className="animate-drawer-in fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-navy-900 p-0 text-white shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm"
    >
      <div className="flex h-full flex-col overflow-y-auto px-6 pt-5 pb-8">
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
            aria-label="Close menu"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
