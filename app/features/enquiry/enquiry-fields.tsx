/**
 * The field markup both enquiry forms share (contact-fields.tsx, requirement-fields.tsx): a labelled control tied to
 * its message, with its form's props and native constraints, and the name, e-mail, phone and message fields both
 * forms ask for. Each form keeps its own fields, order, words and grid.
 */
import type { ComponentProps, ReactNode } from "react";
import { useMessages } from "../../lib/page-language";
import type { ControlProps } from "./enquiry-form";
import { Field, controlClassName, type FieldControlProps } from "./field";
import type { NativeConstraints } from "./native-constraints";
import { Select } from "./select";

/** What a form's fields are drawn from: each control's id and props, and the message of each field in error. */
export interface FieldsProps<Name extends string> {
  fieldId: (name: Name) => string;
  control: (name: Name) => ControlProps;
  errors: Partial<Record<Name, string>>;
}

/** A form's fields with the native constraints of its schema (contact-schema.ts, requirement-schema.ts). */
export interface FormControls<Name extends string> extends FieldsProps<Name> {
  constraints: Readonly<Record<Name, NativeConstraints>>;
}

interface FieldOf<Name extends string> {
  form: FormControls<Name>;
  name: Name;
  label: string;
  hint?: string;
  className?: string;
}

/** What a control gets: the Field's ties to its label and message, its form's props, its native constraints. */
type BoundControlProps = FieldControlProps & ControlProps & NativeConstraints;

/** A field of a form: the Field frame around a control drawn by `children` from the props bound to it. */
function BoundField<Name extends string>({
  form,
  name,
  label,
  hint,
  className,
  children,
}: FieldOf<Name> & { children: (control: BoundControlProps) => ReactNode }) {
  return (
    <Field id={form.fieldId(name)} label={label} hint={hint} error={form.errors[name]} className={className}>
      {(a11y) => children({ ...a11y, ...form.control(name), ...form.constraints[name] })}
    </Field>
  );
}

/** The props a form gives an input of its own; the rest are bound to the field (and `form` names the field's form). */
type InputProps = Omit<ComponentProps<"input">, keyof BoundControlProps | "className" | "form">;

/** A text input (any type but a choice) with the look of the other fields. */
export function InputField<Name extends string>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: FieldOf<Name> & InputProps) {
  return (
    <BoundField form={form} name={name} label={label} hint={hint} className={className}>
      {(control) => <input {...control} {...input} className={controlClassName} />}
    </BoundField>
  );
}

/** A native select, with a placeholder when nothing is chosen at first. */
export function SelectField<Name extends string>({
  form,
  name,
  label,
  className,
  placeholder,
  options,
}: FieldOf<Name> & Pick<ComponentProps<typeof Select>, "placeholder" | "options">) {
  return (
    <BoundField form={form} name={name} label={label} className={className}>
      {(control) => <Select {...control} placeholder={placeholder} options={options} />}
    </BoundField>
  );
}

/** The visitor's name, on one line. */
export function NameField({ form, className }: { form: FormControls<"name">; className?: string }) {
  const messages = useMessages();
  return (
    <InputField
      form={form}
      name="name"
      label={messages.field_name}
      className={className}
      type="text"
      autoComplete="name"
    />
  );
}

/** The visitor's e-mail address. */
export function EmailField({ form, placeholder }: { form: FormControls<"email">; placeholder?: string }) {
  const messages = useMessages();
  return (
    <InputField
      form={form}
      name="email"
      label={messages.field_email}
      type="email"
      autoComplete="email"
      placeholder={placeholder}
    />
  );
}

/** The visitor's phone number, with the hint on how to write it. */
export function PhoneField({ form, placeholder }: { form: FormControls<"phone">; placeholder: string }) {
  const messages = useMessages();
  return (
    <InputField
      form={form}
      name="phone"
      label={messages.field_phone}
      hint={messages.hint_phone}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={placeholder}
    />
  );
}

/** The visitor's message, across both columns, as tall as `rows` and taller at their wish. */
export function MessageField({ form, rows }: { form: FormControls<"message">; rows: number }) {
  const messages = useMessages();
  return (
    <BoundField form={form} name="message" label={messages.field_message} className="sm:col-span-2">
      {(control) => <textarea {...control} rows={rows} className={`${controlClassName} resize-y`} />}
    </BoundField>
  );
}
