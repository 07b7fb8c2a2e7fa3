import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { RelayError } from "./send-email";
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

const NETWORK_FAILURE = "Failed to send email. Please try again.";

/**
 * The landing pages' requirement form: validates on blur and on submit. Before its script runs it is a plain form
 * that posts to the relay; react-hook-form keeps whatever the visitor typed meanwhile (it reads fields edited before
 * it was ready).
 */
export function RequirementForm() {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RequirementFormInput, unknown, RequirementFormValues>({
    resolver: zodResolver(requirementSchema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: requirementDefaults,
  });
  const { submit, formProps } = useEnquirySubmit({
    successMessage: "Email sent successfully!",
    failureMessage: (error) => (error instanceof RelayError ? error.message : NETWORK_FAILURE),
  });

  const onSubmit = handleSubmit((values) => submit({ kind: requirementFrame.kind, fields: values, email: buildRequirementEmail(values) }, () => reset(requirementDefaults)));

  return (
    <EnquiryForm {...requirementFrame} {...formProps} onSubmit={onSubmit}>
      <RequirementFields
        fieldId={requirementFieldId(id)}
        control={registeredControls(register, requirementDefaults)}
        errors={fieldMessages(errors)}
      />
    </EnquiryForm>
  );
}
