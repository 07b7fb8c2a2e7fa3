import { EnquiryForm, postedControls, type PostedFormProps } from "./enquiry-form";
import { useMessages } from "../../lib/page-language";
import { EmailField, MessageField, NameField, PhoneField, SelectField, type FieldsProps } from "./enquiry-fields";
import {
  optionsIn,
  requirementBudgets,
  requirementConstraints,
  requirementServices,
  type RequirementFormInput,
} from "./requirement-schema";

export type RequirementField = keyof RequirementFormInput;

/** The requirement form's fields, with their native constraints: the same markup in the page and in the server's answer. */
export function RequirementFields(fields: FieldsProps<RequirementField>) {
  const messages = useMessages();
  const form = { ...fields, constraints: requirementConstraints };
  return (
    <>
      <NameField form={form} className="sm:col-span-2" />
      <EmailField form={form} />
      <PhoneField form={form} placeholder={messages.placeholder_requirement_phone} />
      <SelectField
        form={form}
        name="service"
        label={messages.field_service}
        placeholder={messages.placeholder_service}
        options={optionsIn(messages, requirementServices)}
      />
      <SelectField
        form={form}
        name="budget"
        label={messages.field_budget}
        placeholder={messages.placeholder_budget}
        options={optionsIn(messages, requirementBudgets)}
      />
      <MessageField form={form} rows={3} />
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
