import type { ReactNode } from "react";
import { EnquiryForm, postedControls, type ControlProps, type PostedEnquiry } from "./enquiry-form";
import { Field, controlClassName } from "./field";
import { Select } from "./select";
import { contactConstraints, contactServiceTitles, type ContactFormInput } from "./contact-schema";

export type ContactField = keyof ContactFormInput;

const serviceOptions = contactServiceTitles.map((title) => ({ value: title, label: title }));

interface ContactFieldsProps {
  fieldId: (name: ContactField) => string;
  control: (name: ContactField) => ControlProps;
  errors: Partial<Record<ContactField, string>>;
  /** The enhanced service picker, once the form's script runs; a native select until then. */
  servicePicker?: ReactNode;
}

/** The contact form's fields, with their native constraints: the same markup in the page and in the server's answer. */
export function ContactFields({ fieldId, control, errors, servicePicker }: ContactFieldsProps) {
  return (
    <>
      <Field id={fieldId("name")} label="Name" error={errors.name}>
        {(a11y) => <input {...a11y} {...control("name")} {...contactConstraints.name} type="text" autoComplete="name" className={controlClassName} />}
      </Field>
      <Field id={fieldId("email")} label="Email" error={errors.email}>
        {(a11y) => (
          <input
            {...a11y}
            {...control("email")}
            {...contactConstraints.email}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            className={controlClassName}
          />
        )}
      </Field>
      <Field id={fieldId("phone")} label="Phone" error={errors.phone}>
        {(a11y) => (
          <input
            {...a11y}
            {...control("phone")}
            {...contactConstraints.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+85251234567"
            className={controlClassName}
          />
        )}
      </Field>
      <Field id={fieldId("subject")} label="Subject" error={errors.subject}>
        {(a11y) => <input {...a11y} {...control("subject")} {...contactConstraints.subject} type="text" className={controlClassName} />}
      </Field>
      <div className="sm:col-span-2">
        {servicePicker ?? (
          <Field id={fieldId("service")} label="Service" error={errors.service}>
            {(a11y) => (
              <Select {...a11y} {...control("service")} {...contactConstraints.service} options={serviceOptions} />
            )}
          </Field>
        )}
      </div>
      <Field id={fieldId("message")} label="Message" error={errors.message} className="sm:col-span-2">
        {(a11y) => <textarea {...a11y} {...control("message")} {...contactConstraints.message} rows={5} className={`${controlClassName} resize-y`} />}
      </Field>
    </>
  );
}

/** What the page's form and the server's posted form share: which form, its accessible name (which also finds it in a
 * prerendered page), its button and its grid. */
export const contactFrame = { kind: "contact", label: "Contact form", submitLabel: "Send message", className: "mt-6 gap-x-5 gap-y-2" } as const;
export const contactFieldId = (prefix: string) => (name: ContactField) => `${prefix}contact-${name}`;

/** The contact form as the server draws it for a native post with mistakes: static, with what was posted. */
export function PostedContactForm({ posted, action, page }: { posted: PostedEnquiry; action: string; page: string }) {
  return (
    <EnquiryForm {...contactFrame} action={action} page={page} enhanced={false} posted={posted}>
      <ContactFields fieldId={contactFieldId("posted-")} control={postedControls(posted)} errors={posted.errors} />
    </EnquiryForm>
  );
}
