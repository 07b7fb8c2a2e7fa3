import { useMemo, useSyncExternalStore } from "react";
import { useIslandScopedId } from "../../lib/island-scope";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useMessages } from "../../lib/page-language";
import { ContactFields, contactFieldId, contactFrame } from "./contact-fields";
import { EnquiryForm, fieldMessages, registeredControls } from "./enquiry-form";
import { ServicePicker } from "./service-picker";
import { useEnquirySubmit } from "./use-enquiry-submit";
import {
  buildContactEmail,
  contactDefaults,
  contactSchema,
  type ContactFormInput,
  type ContactFormValues,
} from "./contact-schema";

/**
 * The contact form: validates on every change and blur, shows the error's own text on failure. Before its script
 * runs it is a plain form that posts to the relay; react-hook-form keeps whatever the visitor typed meanwhile
 * (it reads fields edited before it was ready). `serviceTitles` are the services' titles in the page's language.
 */
export function ContactForm({ serviceTitles }: { serviceTitles: readonly string[] }) {
  const id = useIslandScopedId();
  const locale = useLocale();
  const messages = useMessages();
  const schema = useMemo(() => contactSchema({ locale, messages }, serviceTitles), [locale, messages, serviceTitles]);
  const defaults = useMemo(() => contactDefaults(serviceTitles), [serviceTitles]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    mode: "all",
    defaultValues: defaults,
  });
  const { submit, formProps } = useEnquirySubmit({
    successMessage: messages.form_sent,
  });
  const frame = contactFrame(messages);

  const onSubmit = handleSubmit((values) =>
    submit({ kind: frame.kind, fields: values, email: buildContactEmail(values) }, () => reset(defaults)),
  );
  const fieldId = contactFieldId(`${id}-`);
  const inNativeSelect = useInNativeSelect(fieldId("service"));
  const pickerReady = formProps.enhanced && !inNativeSelect;

  return (
    <EnquiryForm {...frame} {...formProps} onSubmit={onSubmit} shown={fieldMessages(errors)}>
      <ContactFields
        fieldId={fieldId}
        control={registeredControls(register, defaults)}
        errors={fieldMessages(errors)}
        serviceTitles={serviceTitles}
        servicePicker={
          pickerReady ? (
            <Controller
              control={control}
              name="service"
              render={({ field, fieldState }) => (
                <ServicePicker
                  id={fieldId("service")}
                  label={messages.field_service}
                  options={serviceTitles}
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

/**
 * Whether the visitor is in the native select the picker replaces. The form's code loads on its first use, which may
 * be a tap on that select: swapping it for the picker then would close a phone's own list under them, so the picker
 * waits until they leave it.
 */
function useInNativeSelect(id: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      document.addEventListener("focusin", changed);
      document.addEventListener("focusout", changed);
      return () => {
        document.removeEventListener("focusin", changed);
        document.removeEventListener("focusout", changed);
      };
    },
    () => document.activeElement instanceof HTMLSelectElement && document.activeElement.id === id,
    () => false,
  );
}
