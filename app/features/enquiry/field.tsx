import type { ReactNode } from "react";

/** What a Field hands its control so the label, the error and assistive technology stay tied together. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** A short help text under the control, always shown and always read with it. */
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export const fieldLabelId = (id: string) => `${id}-label`;

/** Base look of text inputs, selects and textareas; red once `aria-invalid` is set. */
export const controlClassName =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 aria-invalid:border-red-600 aria-invalid:bg-red-50/40";

/**
 * A labelled form control with its hint, if any, and its error message. The hint and the message row are always
 * there, so nothing jumps; the control is described by the hint, and by the message while there is one.
 */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? messageId : undefined].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label id={fieldLabelId(id)} htmlFor={id} className="mb-1.5 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm leading-5 text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={messageId} className="mt-1 min-h-5 text-sm leading-5 text-red-700">
        {error}
      </p>
    </div>
  );
}
