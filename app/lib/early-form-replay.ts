/**
 * The app's side of app/bootstrap/hold-early-submits.ts: what the visitor did to the enquiry forms before their code ran.
 * The bootstrap is compiled on its own and inlined in every page, so the two share a property of `window`, not a
 * module; hold-early-submits.test.ts holds the two descriptions together. Without the bootstrap (`npm run dev`, unit tests)
 * there is nothing to read and every function says so.
 */

/** The property of `window` the bootstrap writes. */
export const EARLY_FORMS_KEY = "__earlyForms";

/** The attribute that marks an enquiry form for the bootstrap. */
export const EARLY_FORM_ATTRIBUTE = "data-enquiry";

/** A form as far as this module uses it (the server's typecheck has no DOM types; the browser's form is one). */
interface FormElement {
  contains(other: unknown): boolean;
  requestSubmit(submitter?: never): void;
}

interface EarlyForms {
  used: unknown[];
  held: Map<FormElement, unknown>;
  claimed: WeakSet<FormElement>;
}

function earlyForms(): EarlyForms | undefined {
  return (globalThis as Record<string, unknown>)[EARLY_FORMS_KEY] as EarlyForms | undefined;
}

/** What the visitor tapped, focused or typed into before the page's code ran. */
export function usedEarly(): readonly unknown[] {
  return earlyForms()?.used ?? [];
}

/** A submit the bootstrap held for this form. */
export interface HeldSubmit {
  submitter: unknown;
}

/**
 * The form's code takes the form over: from now on its submits go to the code. Returns the submit the visitor made
 * before, if any, for the code to replay once it is ready.
 */
export function claimForm(form: object): HeldSubmit | undefined {
  const state = earlyForms();
  if (!state) return undefined;
  const element = form as FormElement;
  state.claimed.add(element);
  if (!state.held.has(element)) return undefined;
  const submitter = state.held.get(element) ?? null;
  state.held.delete(element);
  return { submitter };
}

/** Replays a held submit: the same button, now with the form's own handler and messages. */
export function replaySubmit(form: object, held: HeldSubmit) {
  const element = form as FormElement;
  if (held.submitter && element.contains(held.submitter)) element.requestSubmit(held.submitter as never);
  else element.requestSubmit();
}
