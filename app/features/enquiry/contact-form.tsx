import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ContactFields, contactFieldId, contactFrame } from "./contact-fields";
import { EnquiryForm, fieldMessages, registeredControls } from "./enquiry-form";
import { ServicePicker } from "./service-picker";
import { useEnquirySubmit } from "./use-enquiry-submit";
import {
  buildContactEmail,
  contactDefaults,
  contactSchema,
  contactServiceTitles,
  type ContactFormInput,
  type ContactFormValues,
} from "./contact-schema";

/**
 * The contact form: validates on every change and blur, shows the error's own text on failure. Before its script
 * runs it is a plain form that posts to the relay; react-hook-form keeps whatever the visitor typed meanwhile
 * (it reads fields edited before it was ready).
 */
export function ContactForm() {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    mode: "all",
    defaultValues: contactDefaults,
  });
  const { submit, formProps } = useEnquirySubmit({
    successMessage: "Email sent successfully",
    failureMessage: (error) => (error instanceof Error ? error.message : String(error)),
  });

  const onSubmit = handleSubmit((values) => submit({ kind: contactFrame.kind, fields: values, email: buildContactEmail(values) }, () => reset(contactDefaults)));
  const fieldId = contactFieldId(id);

  return (
    <EnquiryForm {...contactFrame} {...formProps} onSubmit={onSubmit}>
      <ContactFields
        fieldId={fieldId}
        control={registeredControls(register, contactDefaults)}
        errors={fieldMessages(errors)}
        servicePicker={
          formProps.enhanced ? (
            <Controller
              control={control}
              name="service"
              render={({ field, fieldState }) => (
                <ServicePicker
                  id={fieldId("service")}
                  label="Service"
                  options={contactServiceTitles}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : undefined
        }
      />
    </EnquiryForm>
  );
}
