import { useEffect } from "react";
import toast from "react-hot-toast";
import { wantNotifications } from "./notifications";
import { NOTICE_STORAGE_KEY } from "./island-data";

/**
 * A form that has sent an enquiry goes to the thank-you page, a document of its own, and its success message goes
 * with it: held in the tab's sessionStorage for that one page load and removed when shown. It is the site's words,
 * not the visitor's, and never in the address. The thank-you page's island (app/components/islands/islands.ts) loads
 * only when there is one, and shows it. (The Navigation API's state would need no storage, but Chromium does not
 * carry it to another document.)
 */

/** Goes to `path` as a document, carrying `notice` for the page to show. */
export function goWithNotice(path: string, notice: string) {
  try {
    sessionStorage.setItem(NOTICE_STORAGE_KEY, notice);
  } catch {
    // Storage refused (a private mode's quota): the thank-you page still says thank you.
  }
  window.location.assign(path);
}

/** Takes the notice this page was opened with, if any: read once, then gone. */
export function takeNotice(): string | undefined {
  try {
    const notice = sessionStorage.getItem(NOTICE_STORAGE_KEY) ?? undefined;
    sessionStorage.removeItem(NOTICE_STORAGE_KEY);
    return notice;
  } catch {
    return undefined;
  }
}

/** Shows the notice the page was opened with, once; renders nothing of its own. */
export function ThankYouNotice() {
  useEffect(() => {
    const notice = takeNotice();
    if (notice) void wantNotifications().then(() => toast.success(notice));
  }, []);
  return null;
}
