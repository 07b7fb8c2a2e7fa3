/**
 * The form island's beacon (server/measurement/form-events-route.ts): what a form did in this page view, posted with
 * navigator.sendBeacon to the site itself, as the page-view beacon is (page-view-beacon.ts). Its body names the form,
 * the page's language and the event, and for messages shown each field's name and the message's text: never a typed
 * value. Nothing is kept in the browser, and no identifier is sent.
 */
import { FORM_EVENT_PATH } from "../../shared/endpoints";

export type FormEventFields = readonly (readonly [name: string, value: string])[];

/** The browser's beacon, as far as this module uses it (the server's typecheck has no DOM types). */
interface Beacons {
  navigator?: { sendBeacon?(url: string, body: URLSearchParams): boolean };
}

export function sendFormEvent(fields: FormEventFields): void {
  try {
    (globalThis as Beacons).navigator?.sendBeacon?.(FORM_EVENT_PATH, new URLSearchParams(fields as [string, string][]));
  } catch {
    // No beacon (an old browser, a test without one): the form works the same, uncounted.
  }
}
