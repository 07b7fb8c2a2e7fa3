import { useEffect } from "react";
import toast from "react-hot-toast";
import { wantNotifications } from "./notifications";
import { NOTICE_STATE_KEY } from "./island-data";

/**
 * A form that has sent an enquiry goes to the thank-you page with its success message in the new page's history
 * entry (the Navigation API's state: nothing is stored, and nothing goes into the address). The thank-you page's
 * island (app/islands/islands.ts) loads only then, and shows it.
 */
type NoticeState = { [NOTICE_STATE_KEY]?: string };

/** Goes to `path` as a document, carrying `notice` for the page to show; without the Navigation API, just goes. */
export function goWithNotice(path: string, notice: string) {
  const navigation = (window as Window & { navigation?: Navigation }).navigation;
  if (navigation) navigation.navigate(path, { state: { [NOTICE_STATE_KEY]: notice } satisfies NoticeState });
  else window.location.assign(path);
}

/** The notice this page was opened with, if any. */
export function noticeOfThisPage(): string | undefined {
  const navigation = (window as Window & { navigation?: Navigation }).navigation;
  const notice = (navigation?.currentEntry?.getState() as NoticeState | undefined)?.[NOTICE_STATE_KEY];
  return typeof notice === "string" ? notice : undefined;
}

/** Shows the notice the page was opened with, once; renders nothing of its own. */
export function ThankYouNotice() {
  useEffect(() => {
    const notice = noticeOfThisPage();
    if (!notice) return;
    // Once: reloading the page, or coming back to it, shows nothing again.
    (window as Window & { navigation?: Navigation }).navigation?.updateCurrentEntry({ state: {} });
    void wantNotifications().then(() => toast.success(notice));
  }, []);
  return null;
}
