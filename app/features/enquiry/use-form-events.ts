import { useEffect, useRef, type RefObject } from "react";
import { sendFormEvent } from "../../lib/form-events-beacon";
import { useLocale } from "../../lib/page-language";
import type { EnquiryKind } from "../../../shared/relay-contract";

/** A form and its controls as far as this module uses them (the server's typecheck has no DOM types). */
interface Control {
  tagName: string;
  type?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  options?: ArrayLike<{ selected: boolean; defaultSelected: boolean }>;
}
interface FormElement {
  elements: ArrayLike<Control>;
  addEventListener(type: "input", listener: () => void): void;
  removeEventListener(type: "input", listener: () => void): void;
}

/** Whether a visitor has changed any of the form's fields (the honeypot and the hidden fields are no field of theirs). */
function edited(form: FormElement): boolean {
  return Array.from(form.elements).some((control) => {
    if (control.tagName === "SELECT")
      return Array.from(control.options ?? []).some((option) => option.selected !== option.defaultSelected);
    if (control.tagName !== "INPUT" && control.tagName !== "TEXTAREA") return false;
    return control.type !== "hidden" && control.name !== "website" && control.value !== control.defaultValue;
  });
}

/**
 * Tells the server what the form did in this page view (docs/measurement.md, "The forms"): that it was started, once,
 * at the first input (the form's code loads on its first use, so a value typed before it ran counts too), and each
 * message `shown` beside a field, at most once per field and message. Only the form, the field's name, the message
 * and the language are sent.
 */
export function useFormEvents(
  kind: EnquiryKind,
  formRef: RefObject<object | null>,
  shown: Readonly<Partial<Record<string, string>>>,
) {
  const language = useLocale();
  const reported = useRef(new Set<string>());
  const started = useRef(false);
  const about = [
    ["form", kind],
    ["language", language],
  ] as const;

  useEffect(() => {
    const form = formRef.current as FormElement | null;
    if (!form || started.current) return;
    const start = () => {
      if (started.current) return;
      started.current = true;
      form.removeEventListener("input", start);
      sendFormEvent([...about, ["event", "started"]]);
    };
    if (edited(form)) start();
    else form.addEventListener("input", start);
    return () => form.removeEventListener("input", start);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `about` is kind and language
  }, [formRef, kind, language]);

  const messages = Object.entries(shown).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const signature = JSON.stringify(messages);
  useEffect(() => {
    const fresh = messages.filter(([field, text]) => !reported.current.has(`${field}\n${text}`));
    if (fresh.length === 0) return;
    for (const [field, text] of fresh) reported.current.add(`${field}\n${text}`);
    sendFormEvent([
      ...about,
      ["event", "refused"],
      ...fresh.flatMap(
        ([field, text]) =>
          [
            ["field", field],
            ["message", text],
          ] as const,
      ),
    ]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages shown are their signature
  }, [signature]);
}
