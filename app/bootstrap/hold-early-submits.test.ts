// @vitest-environment jsdom
/**
 * A submit that comes before the form's code: held by the bootstrap, then replayed by the form's code with the same
 * button; the two sides (the bootstrap and app/lib/early-form-replay.ts) agree on the shared property.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as appSide from "../lib/early-form-replay";
import {
  EARLY_FORM_SELECTOR,
  EARLY_FORMS_KEY,
  HELD_SUBMIT_GIVE_UP_MS,
  firstHeldSubmit,
  holdEarlySubmits,
  releaseHeldSubmits,
} from "./hold-early-submits";

function page() {
  document.body.innerHTML = `<form data-enquiry method="post" action="/send-email"><input name="name" required><button type="submit">Send</button></form><form id="other"><button>Go</button></form>`;
  const form = document.querySelector<HTMLFormElement>("form[data-enquiry]")!;
  const button = form.querySelector("button")!;
  const timers: Array<() => void> = [];
  const hooks = {
    window,
    document,
    setTimeout: (callback: () => void, ms: number) =>
      timers.push(() => (ms === HELD_SUBMIT_GIVE_UP_MS ? callback() : undefined)),
  };
  return { form, button, timers, hooks };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_FORMS_KEY];
});

describe("the bootstrap's early forms", () => {
  it("agrees with the app's side on the property and the forms' mark", () => {
    expect(appSide.EARLY_FORMS_KEY).toBe(EARLY_FORMS_KEY);
    expect(EARLY_FORM_SELECTOR).toBe(`form[${appSide.EARLY_FORM_ATTRIBUTE}]`);
  });

  it("turns the browser's validation off, holds a submit until the form's code claims it, then the code replays it", async () => {
    const { form, button, hooks } = page();
    const state = holdEarlySubmits(hooks);
    expect(form.noValidate).toBe(true);
    const held = firstHeldSubmit(state);

    const first = new SubmitEvent("submit", { cancelable: true, bubbles: true, submitter: button });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await held;

    // The form's code takes over: it gets the held submit, and submits are its own from now on.
    const claimed = appSide.claimForm(form);
    expect(claimed).toEqual({ submitter: button });
    const replayed = vi.fn((event: SubmitEvent) => {
      expect(event.submitter).toBe(button);
      event.preventDefault();
    });
    form.addEventListener("submit", replayed);
    appSide.replaySubmit(form, claimed!);
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(appSide.claimForm(form)).toBeUndefined();
  });

  it("leaves other forms alone and remembers what the visitor used", () => {
    const { hooks } = page();
    holdEarlySubmits(hooks);
    const other = document.getElementById("other") as HTMLFormElement;
    const event = new SubmitEvent("submit", { cancelable: true, bubbles: true });
    other.addEventListener("submit", (e) => e.preventDefault());
    other.dispatchEvent(event);
    expect(other.noValidate).toBe(false);
    const input = document.querySelector("input")!;
    input.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(appSide.usedEarly()).toContain(input);
  });

  it("posts natively when the form's code never comes", () => {
    const { form, button, timers, hooks } = page();
    const state = holdEarlySubmits(hooks);
    const submit = vi.spyOn(form, "submit").mockImplementation(() => undefined);
    form.dispatchEvent(new SubmitEvent("submit", { cancelable: true, bubbles: true, submitter: button }));
    for (const timer of timers) timer();
    expect(submit).toHaveBeenCalledTimes(1);
    releaseHeldSubmits(state);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
