/**
 * What the menu drawer (app/components/ui/drawer.tsx) needs from a script, for every drawer of the page: Tab and
 * Shift+Tab go round inside the open drawer instead of leaving it for the page behind, and choosing a link closes it
 * (on the main site the next page then opens without the menu over it, on a landing page the section scrolls into
 * view uncovered). A click with a modifier (a new tab) leaves the menu as it is. Everything else is the browser's
 * popover. The listeners are on the document in the capture phase, so they run before any other script's.
 */

const DRAWER = "[data-drawer]";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

const openDrawerOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(DRAWER) : null;

function keepFocusInside(event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const drawer = openDrawerOf(event.target);
  if (!drawer) return;
  const items = drawer.querySelectorAll<HTMLElement>(FOCUSABLE);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = drawer.ownerDocument.activeElement;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

function closeOnLink(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest(`${DRAWER} a[href]`) : null;
  const drawer = openDrawerOf(link);
  if (drawer?.matches(":popover-open")) drawer.hidePopover();
}

export function startDrawers(document: Document) {
  document.addEventListener("keydown", keepFocusInside, true);
  document.addEventListener("click", closeOnLink, true);
}
