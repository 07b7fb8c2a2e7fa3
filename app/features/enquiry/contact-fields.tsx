import type { ReactNode } from "react";
import { EnquiryForm, postedControls, type PostedFormProps } from "./enquiry-form";
import {
  EmailField,
  InputField,
  MessageField,
  NameField,
  PhoneField,
  SelectField,
  type FieldsProps,
} from "./enquiry-fields";
import { contactConstraints, type ContactFormInput } from "./contact-schema";
import { useMessages } from "../../lib/page-language";

export type ContactField = keyof ContactFormInput;

interface ContactFieldsProps extends FieldsProps<ContactField> {
  /** The twelve services' titles in the page's language: the service field's choices. */
  serviceTitles: readonly string[];
  /** The enhanced service picker, once the form's script runs; a native select until then. */
  servicePicker?: ReactNode;
}

/** The contact form's fields, with their native constraints: the same markup in the page and in the server's answer. */
export function ContactFields({ serviceTitles, servicePicker, ...fields }: ContactFieldsProps) {
  const messages = useMessages();
  const form = { ...fields, constraints: contactConstraints };
  return (
    <>
      <NameField form={form} />
      <EmailField form={form} placeholder={messages.placeholder_email} />
      <PhoneField form={form} placeholder={messages.placeholder_contact_phone} />
      <InputField form={form} name="subject" label={messages.field_subject} type="text" />
      <div className="sm:col-span-2">
        {servicePicker ?? (
          <SelectField
            form={form}
            name="service"
            label={messages.field_service}
            options={serviceTitles.map((title) => ({ value: title, label: title }))}
          />
        )}
      </div>
      <MessageField form={form} rows={5} />
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
