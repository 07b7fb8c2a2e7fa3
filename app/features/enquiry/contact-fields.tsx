import type { ReactNode } from "react";
import { EnquiryForm, postedControls, type ControlProps, type PostedFormProps } from "./enquiry-form";
import { Field, controlClassName } from "./field";
import { Select } from "./select";
import { contactConstraints, type ContactFormInput } from "./contact-schema";
import { useMessages } from "../../lib/page-language";

export type ContactField = keyof ContactFormInput;

interface ContactFieldsProps {
  fieldId: (name: ContactField) => string;
  control: (name: ContactField) => ControlProps;
  errors: Partial<Record<ContactField, string>>;
  /** The twelve services' titles in the page's language: the service field's choices. */
  serviceTitles: readonly string[];
  /** The enhanced service picker, once the form's script runs; a native select until then. */
  servicePicker?: ReactNode;
}

/** The contact form's fields, with their native constraints: the same markup in the page and in the server's answer. */
export function ContactFields({ fieldId, control, errors, serviceTitles, servicePicker }: ContactFieldsProps) {
  const messages = useMessages();
  return (
    <>
      <Field id={fieldId("name")} label={messages.field_name} error={errors.name}>
        {(a11y) => (
          <input
            {...a11y}
            {...control("name")}
            {...contactConstraints.name}
            type="text"
            autoComplete="name"
            className={controlClassName}
          />
        )}
      </Field>
      <Field id={fieldId("email")} label={messages.field_email} error={errors.email}>
        {(a11y) => (
          <input
            {...a11y}
            {...control("email")}
            {...contactConstraints.email}
            type="email"
            autoComplete="email"
            placeholder={messages.placeholder_email}
            className={controlClassName}
          />
        )}
      </Field>
      <Field id={fieldId("phone")} label={messages.field_phone} hint={messages.hint_phone} error={errors.phone}>
        {(a11y) => (
          <input
            {...a11y}
            {...control("phone")}
            {...contactConstraints.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={messages.placeholder_contact_phone}
            className={controlClassName}
          />
        )}
      </Field>
      <Field id={fieldId("subject")} label={messages.field_subject} error={errors.subject}>
        {(a11y) => (
          <input
            {...a11y}
            {...control("subject")}
            {...contactConstraints.subject}
            type="text"
            className={controlClassName}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        {servicePicker ?? (
          <Field id={fieldId("service")} label={messages.field_service} error={errors.service}>
            {(a11y) => (
              <Select
                {...a11y}
                {...control("service")}
                {...contactConstraints.service}
                options={serviceTitles.map((title) => ({ value: title, label: title }))}
              />
            )}
          </Field>
        )}
      </div>
      <Field id={fieldId("message")} label={messages.field_message} error={errors.message} className="sm:col-span-2">
        {(a11y) => (
          <textarea
            {...a11y}
            {...control("message")}
            {...contactConstraints.message}
            rows={5}
            className={`${controlClassName} resize-y`}
          />
        )}
      </Field>
    </>
  );
}

/** What the page's form and the server's posted form share: which form, its accessible name (which also finds it in a
 * prerendered page), its button and its grid. */
export function contactFrame(messages: { form_contact: string; form_send_message: string }) {
  return {
    kind: "contact",
    label: messages.form_contact,
    submitLabel: messages.form_send_message,
    className: "mt-6 gap-x-5 gap-y-2",
  } as const;
}
export const contactFieldId = (prefix: string) => (name: ContactField) => `${prefix}contact-${name}`;

/** The contact form as the server draws it for a native post with mistakes: static, with what was posted. */
export function PostedContactForm({ posted, action, page, serviceTitles }: PostedFormProps) {
  const messages = useMessages();
  return (
    <EnquiryForm {...contactFrame(messages)} action={action} page={page} enhanced={false} posted={posted}>
      <ContactFields
        fieldId={contactFieldId("posted-")}
        control={postedControls(posted)}
        errors={posted.errors}
        serviceTitles={serviceTitles}
      />
    </EnquiryForm>
  );
}
