import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field, controlClassName } from "./field";
import { HoneypotField } from "./honeypot-field";
import { ServicePicker } from "./service-picker";
import { SubmitButton } from "./submit-button";
import { useEnquirySubmit } from "./use-enquiry-submit";
import {
  buildContactEmail,
  contactDefaults,
  contactSchema,
  contactServiceTitles,
  type ContactFormInput,
  type ContactFormValues,
} from "./contact-schema";

/** The contact form: validates on every change and blur (spec section 4), shows the error's own text on failure. */
export function ContactForm() {
  const id = useId();
  const fieldId = (name: keyof ContactFormInput) => `${id}contact-${name}`;
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
  const { sending, submit, honeypotRef } = useEnquirySubmit({
    successMessage: "Email sent successfully",
    failureMessage: (error) => (error instanceof Error ? error.message : String(error)),
  });

  const onSubmit = handleSubmit((values) => submit(buildContactEmail(values), () => reset()));

  return (
    <form aria-label="Contact form" noValidate onSubmit={onSubmit} className="relative mt-6 grid gap-x-5 gap-y-2 sm:grid-cols-2">
      <Field id={fieldId("name")} label="Name" error={errors.name?.message}>
        {(a11y) => <input {...a11y} {...register("name")} type="text" autoComplete="name" className={controlClassName} />}
      </Field>
      <Field id={fieldId("email")} label="Email" error={errors.email?.message}>
        {(a11y) => (
          <input {...a11y} {...register("email")} type="email" autoComplete="email" placeholder="you@company.com" className={controlClassName} />
        )}
      </Field>
      <Field id={fieldId("phone")} label="Phone" error={errors.phone?.message}>
        {(a11y) => (
          <input {...a11y} {...register("phone")} type="tel" autoComplete="tel" inputMode="tel" placeholder="+85251234567" className={controlClassName} />
        )}
      </Field>
      <Field id={fieldId("subject")} label="Subject" error={errors.subject?.message}>
        {(a11y) => <input {...a11y} {...register("subject")} type="text" className={controlClassName} />}
      </Field>
      <div className="sm:col-span-2">
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
      </div>
      <Field id={fieldId("message")} label="Message" error={errors.message?.message} className="sm:col-span-2">
        {(a11y) => (
          <textarea {...a11y} {...register("message")} rows={5} className={`${controlClassName} resize-y`} />
        )}
      </Field>
      <HoneypotField ref={honeypotRef} />
      <div className="mt-2 sm:col-span-2">
        <SubmitButton sending={sending}>Send message</SubmitButton>
      </div>
    </form>
  );
}
