import { useSyncExternalStore } from "react";

// The notification area (react-hot-toast's Toaster) is mounted in the root, so a message outlives the page that
// sent it, but its code loads only when there is a first message to show: most visits never send one.
// react-hot-toast keeps messages in its own store, so a message sent before the Toaster mounts is shown by it.

const listeners = new Set<() => void>();
let wanted = false;

/** Call before the first toast(): mounts the notification area, loading its code. */
export function wantNotifications() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
