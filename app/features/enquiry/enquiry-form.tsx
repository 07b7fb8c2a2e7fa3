import { useEffect, useLayoutEffect, useRef, type FormEventHandler, type ReactNode, type Ref } from "react";
import type { EnquiryKind } from "../../../shared/relay-contract";
import { claimForm, EARLY_FORM_ATTRIBUTE, replaySubmit, type HeldSubmit } from "../../lib/early-form-replay";
import { CollectionStatement } from "./collection-statement";
import { HoneypotField } from "./honeypot-field";
import { SubmitButton } from "./submit-button";
import { useFormEvents } from "./use-form-events";

export type { EnquiryKind } from "../../../shared/relay-contract";

/** What a native post sent and what was wrong with it: the server draws the form again from this. */
export interface PostedEnquiry {
  values: Readonly<Record<string, string>>;
  /** One message per field in error, in the form's field order. */
  errors: Readonly<Record<string, string>>;
  /** Shown above the fields: what went wrong with the whole enquiry, or how many fields need correcting. */
  formError?: string;
}

/** What the server draws a posted form from (inside the page's PageLanguageProvider). */
export interface PostedFormProps {
  posted: PostedEnquiry;
  action: string;
  page: string;
  /** The services' titles in the page's language (the contact form's choices). */
  serviceTitles: readonly string[];
}

/** What the fields of a form hand each control: its name and value, or react-hook-form's registration. */
export interface ControlProps {
  name: string;
  defaultValue?: string;
  autoFocus?: boolean;
}

/**
 * The controls' props in the page: react-hook-form's registration, and the form's defaults as the prerendered value,
 * so the HTML shows them before the script runs (a select on its placeholder, not on its first real option).
 */
export function registeredControls<Name extends string>(
  register: (name: Name) => ControlProps,
  defaults: Readonly<Record<Name, string>>,
): (name: Name) => ControlProps {
  return (name) => ({ ...register(name), defaultValue: defaults[name] });
}

/**
 * The controls' props when the server draws a posted form: the posted values, and focus on the first field in error,
 * which the browser also scrolls into view when the page opens, so the visitor lands on what needs fixing.
 */
export function postedControls(posted: PostedEnquiry): (name: string) => ControlProps {
  const firstError = Object.keys(posted.errors)[0];
  return (name) => ({
    name,
    defaultValue: posted.values[name] ?? "",
    ...(name === firstError ? { autoFocus: true } : {}),
  });
}

/** react-hook-form's errors as one message per field. */
export function fieldMessages<Name extends string>(
  errors: Partial<Record<Name, { message?: string }>>,
): Partial<Record<Name, string>> {
  const messages: Partial<Record<Name, string>> = {};
  for (const [name, error] of Object.entries(errors) as [Name, { message?: string } | undefined][]) {
    if (error?.message) messages[name] = error.message;
  }
  return messages;
}

interface EnquiryFormProps {
  kind: EnquiryKind;
  /** The form's accessible name ("Contact form"). */
  label: string;
  /** Where the form posts without JavaScript: the relay. */
  action: string;
  /** The page the form is on, so the server can show it again when a native post has mistakes. */
  page: string;
  /** Once the form's script runs, it validates with the documented messages itself (noValidate) and sends JSON. */
  enhanced: boolean;
  submitLabel: string;
  sending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  honeypotRef?: Ref<HTMLInputElement>;
  posted?: PostedEnquiry;
  /** The message shown beside each field, for measurement (use-form-events.ts). */
  shown?: Readonly<Partial<Record<string, string>>>;
  className: string;
  children: ReactNode;
}

/**
 * The frame both enquiry forms share: a real HTML form that posts to the relay and works before and without
 * JavaScript (native constraints on the fields stop most mistakes, the server checks the rest), which the page's
 * script takes over once it runs.
 */
export function EnquiryForm({
  kind,
  label,
  action,
  page,
  enhanced,
  submitLabel,
  sending = false,
  onSubmit,
  honeypotRef,
  posted,
  shown = {},
  className,
  children,
}: EnquiryFormProps) {
  const problem = posted?.formError;
  const formRef = useRef<HTMLFormElement>(null);
  const held = useRef<HeldSubmit | undefined>(undefined);
  const handles = onSubmit !== undefined;
  useFormEvents(kind, formRef, shown);
  // From the commit that gives the form its handler, submits are the form's; one the visitor made before is replayed
  // once the form is enhanced, so it gets the messages, the busy button and the notification (bootstrap/hold-early-submits.ts).
  useLayoutEffect(() => {
    if (handles && formRef.current) held.current = claimForm(formRef.current);
  }, [handles]);
  useEffect(() => {
    const form = formRef.current;
    if (!enhanced || !form || !held.current) return;
    const submit = held.current;
    held.current = undefined;
    replaySubmit(form, submit);
  }, [enhanced]);
  return (
    <form
      ref={formRef}
      aria-label={label}
      method="post"
      action={action}
      noValidate={enhanced || undefined}
      onSubmit={onSubmit}
      {...{ [EARLY_FORM_ATTRIBUTE]: "" }}
      className={`relative grid sm:grid-cols-2 ${className}`}
    >
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="page" value={page} />
      {problem && (
        <p className="mb-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:col-span-2">
          {problem}
        </p>
      )}
      {children}
      <HoneypotField ref={honeypotRef} />
      <div className="mt-2 sm:col-span-2">
        <SubmitButton sending={sending}>{submitLabel}</SubmitButton>
      </div>
      <CollectionStatement />
    </form>
  );
}
