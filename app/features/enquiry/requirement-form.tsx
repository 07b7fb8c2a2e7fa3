import { useMemo } from "react";
import { useIslandScopedId } from "../../lib/island-scope";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useMessages } from "../../lib/page-language";
import { EnquiryForm, fieldMessages, registeredControls } from "./enquiry-form";
import { RequirementFields, requirementFieldId, requirementFrame } from "./requirement-fields";
import { useEnquirySubmit } from "./use-enquiry-submit";
import {
  buildRequirementEmail,
  requirementDefaults,
  requirementSchema,
  type RequirementFormInput,
  type RequirementFormValues,
} from "./requirement-schema";

/**
 * The landing pages' requirement form: validates on blur and on submit. Before its script runs it is a plain form
 * that posts to the relay; react-hook-form keeps whatever the visitor typed meanwhile (it reads fields edited before
 * it was ready).
 */
export function RequirementForm() {
  const id = useIslandScopedId();
  const locale = useLocale();
  const messages = useMessages();
  const language = useMemo(() => ({ locale, messages }), [locale, messages]);
  const schema = useMemo(() => requirementSchema(language), [language]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RequirementFormInput, unknown, RequirementFormValues>({
    resolver: zodResolver(schema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: requirementDefaults,
  });
  const { submit, formProps } = useEnquirySubmit({
    successMessage: messages.form_sent_requirement,
  });
  const frame = requirementFrame(messages);

  const onSubmit = handleSubmit((values) =>
    submit({ kind: frame.kind, fields: values, email: buildRequirementEmail(values, language) }, () =>
      reset(requirementDefaults),
    ),
  );

  return (
    <EnquiryForm {...frame} {...formProps} onSubmit={onSubmit} shown={fieldMessages(errors)}>
      <RequirementFields
        fieldId={requirementFieldId(`${id}-`)}
        control={registeredControls(register, requirementDefaults)}
        errors={fieldMessages(errors)}
      />
    </EnquiryForm>
  );
}
