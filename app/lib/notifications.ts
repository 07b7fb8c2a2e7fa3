import { createElement } from "react";

/**
 * The notification area (react-hot-toast's Toaster), a React root of its own at the end of the page: a form's island
 * mounts it with its first message, so its code loads only then (most visits never send one). react-hot-toast keeps
 * messages in its own store, so a message sent before the Toaster is there is shown by it.
 */
let mounted: Promise<void> | undefined;

/** Call before the first toast(): mounts the notification area, loading its code. */
export function wantNotifications(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  mounted ??= Promise.all([import("react-dom/client"), import("react-hot-toast")]).then(
    ([{ createRoot }, { Toaster }]) => {
      const container = document.createElement("div");
      document.body.append(container);
      // react-hot-toast's defaults are the documented durations, limit of 20 and pause on hover (docs/product-rules.md).
      createRoot(container).render(
        createElement(Toaster, {
          position: "top-center",
          toastOptions: { style: { background: "#000", color: "#fff" } },
        }),
      );
    },
  );
  return mounted;
}
