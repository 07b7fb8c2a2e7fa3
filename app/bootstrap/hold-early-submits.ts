/**
 * The enquiry forms from the moment the page's script runs, before their own code has arrived, so that whatever the
 * visitor does first gets the forms' own behaviour.
 *
 * The forms' code (react-hook-form, zod) loads late: each form is an island that loads on its first use
 * (load-islands.ts), a few hundred ms on a phone's network. Left alone, a
 * submit that came first would be the browser's: its "Please fill out this field." bubble, or a native post with no
 * busy button and no notification. So, as soon as this module runs (it is inlined in every page and runs when the
 * HTML has been parsed):
 *
 * - every enquiry form gets `noValidate`: the documented messages (docs/product-rules.md), never the browser's;
 * - a submit on a form whose code has not taken it over yet is held (its default action prevented), and replayed by
 *   the form's code once it runs (`requestSubmit` with the same button), so the first submit gets the documented
 *   validation, busy button, notification and thank-you page;
 * - the visitor's taps, focus and keys are remembered, so an island that loads on first use (load-islands.ts) knows it
 *   was used before its code was there.
 *
 * Only with JavaScript off, or before this module has run, does a form post natively (decision 006). If the form's
 * code never takes the submit over (a chunk that fails to load), it is posted natively after HELD_SUBMIT_GIVE_UP_MS,
 * and the server answers it as any native post.
 *
 * The app's side (app/lib/early-form-replay.ts) reads the same window property; this module stands alone (it is compiled
 * on its own), so the shape is written on both sides and a unit test holds them together.
 */

/** The property of `window` both sides share. */
export const EARLY_FORMS_KEY = "__earlyForms";

/** The forms this applies to: both enquiry forms carry it (enquiry-form.tsx). */
export const EARLY_FORM_SELECTOR = "form[data-enquiry]";

/** How long a held submit waits for the form's code before the form is posted natively. */
export const HELD_SUBMIT_GIVE_UP_MS = 20_000;

/** The events that show a visitor has started to use a block (here a form; app/bootstrap/load-islands.ts, any island). */
export const USES = ["pointerdown", "focusin", "keydown"] as const;

export interface EarlyForms {
  /** What the visitor tapped, focused or typed into, the latest 20, oldest first. */
  used: EventTarget[];
  /** A held submit per form: the button that sent it (null for Enter in a form without one). */
  held: Map<HTMLFormElement, HTMLElement | null>;
  /** Forms whose code has taken them over: their submits are theirs. */
  claimed: WeakSet<HTMLFormElement>;
  /** Called when a submit is held (the hydration starts at once rather than wait for the page's load). */
  onHold: Set<() => void>;
}

export interface EarlyFormsHooks {
  window: Window & { [EARLY_FORMS_KEY]?: EarlyForms };
  document: Pick<Document, "querySelectorAll">;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

function remember(state: EarlyForms, target: EventTarget | null) {
  if (!target) return;
  state.used.push(target);
  if (state.used.length > 20) state.used.shift();
}

/** A held submit whose form's code never came: the browser posts it, as it would have without this module. */
function postNatively(state: EarlyForms, form: HTMLFormElement) {
  if (!state.held.has(form) || state.claimed.has(form)) return;
  state.held.delete(form);
  form.submit();
}

/** The page's scripts failed to load: every held submit is posted natively at once. */
export function releaseHeldSubmits(state: EarlyForms) {
  for (const form of [...state.held.keys()]) postNatively(state, form);
}

/** Sets the forms up and starts holding early submits; returns the shared state (also on `window`). */
export function holdEarlySubmits({ window, document, setTimeout }: EarlyFormsHooks): EarlyForms {
  const existing = window[EARLY_FORMS_KEY];
  if (existing) return existing;
  const state: EarlyForms = { used: [], held: new Map(), claimed: new WeakSet(), onHold: new Set() };
  window[EARLY_FORMS_KEY] = state;

  for (const form of document.querySelectorAll<HTMLFormElement>(EARLY_FORM_SELECTOR)) form.noValidate = true;

  const used = (event: Event) => remember(state, event.target);
  for (const type of USES) window.addEventListener(type, used, { capture: true, passive: true });

  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(EARLY_FORM_SELECTOR) || state.claimed.has(form)) return;
      event.preventDefault();
      remember(state, form);
      const first = !state.held.has(form);
      state.held.set(form, (event as SubmitEvent).submitter ?? null);
      for (const callback of state.onHold) callback();
      if (!first) return;
      setTimeout(() => postNatively(state, form), HELD_SUBMIT_GIVE_UP_MS);
    },
    { capture: true },
  );
  return state;
}

/** Resolves on the first held submit. */
export function firstHeldSubmit(state: EarlyForms): Promise<void> {
  return new Promise((resolve) => {
    if (state.held.size > 0) return resolve();
    const callback = () => {
      state.onHold.delete(callback);
      resolve();
    };
    state.onHold.add(callback);
  });
}
