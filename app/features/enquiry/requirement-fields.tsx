import { EnquiryForm, postedControls, type ControlProps, type PostedFormProps } from "./enquiry-form";
import { useMessages } from "../../lib/page-language";
import { Field, controlClassName } from "./field";
import { Select } from "./select";
import {
  optionsIn,
  requirementBudgets,
  requirementConstraints,
  requirementServices,
  type RequirementFormInput,
} from "./requirement-schema";

export type RequirementField = keyof RequirementFormInput;

interface RequirementFieldsProps {
  fieldId: (name: RequirementField) => string;
  control: (name: RequirementField) => ControlProps;
  errors: Partial<Record<RequirementField, string>>;
}

/** The requirement form's fields, with their native constraints: the same markup in the page and in the server's answer. */
export function RequirementFields({ fieldId, control, errors }: RequirementFieldsProps) {
  const messages = useMessages();
  return (
    <>
      <Field id={fieldId("name")} label={messages.field_name} error={errors.name} className="sm:col-span-2">
        {(a11y) => (
          <input
            {...a11y}
            {...control("name")}
            {...requirementConstraints.name}
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
            {...requirementConstraints.email}
            type="email"
            autoComplete="email"
            className={controlClassName}
          />
        )}
      </Field>
      <Field id={fieldId("phone")} label={messages.field_phone} hint={messages.hint_phone} error={errors.phone}>
        {(a11y) => (
          <input
            {...a11y}
            {...control("phone")}
            {...requirementConstraints.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={messages.placeholder_requirement_phone}
            className={controlClassName}
          />
        )}
      </Field>
      <Field id={fieldId("service")} label={messages.field_service} error={errors.service}>
        {(a11y) => (
          <Select
            {...a11y}
            {...control("service")}
            {...requirementConstraints.service}
            placeholder={messages.placeholder_service}
            options={optionsIn(messages, requirementServices)}
          />
        )}
      </Field>
      <Field id={fieldId("budget")} label={messages.field_budget} error={errors.budget}>
        {(a11y) => (
          <Select
            {...a11y}
            {...control("budget")}
            {...requirementConstraints.budget}
            placeholder={messages.placeholder_budget}
            options={optionsIn(messages, requirementBudgets)}
          />
        )}
      </Field>
      <Field id={fieldId("message")} label={messages.field_message} error={errors.message} className="sm:col-span-2">
        {(a11y) => (
          <textarea
            {...a11y}
            {...control("message")}
            {...requirementConstraints.message}
            rows={3}
            className={`${controlClassName} resize-y`}
          />
        )}
      </Field>
    </>
  );
}

/** What the page's form and the server's posted form share: which form, its accessible name (which also finds it in a
 * prerendered page), its button and its grid. */
export function requirementFrame(messages: { form_requirement: string; form_send_requirement: string }) {
  return {
    kind: "requirement",
    label: messages.form_requirement,
    submitLabel: messages.form_send_requirement,
    className: "gap-x-4 gap-y-1.5",
  } as const;
}
export const requirementFieldId = (prefix: string) => (name: RequirementField) => `${prefix}requirement-${name}`;

/** The requirement form as the server draws it for a native post with mistakes: static, with what was posted. */
export function PostedRequirementForm({ posted, action, page }: PostedFormProps) {
  const messages = useMessages();
  return (
    <EnquiryForm {...requirementFrame(messages)} action={action} page={page} enhanced={false} posted={posted}>
      <RequirementFields
        fieldId={requirementFieldId("posted-")}
        control={postedControls(posted)}
        errors={posted.errors}
      />
    </EnquiryForm>
  );
}
