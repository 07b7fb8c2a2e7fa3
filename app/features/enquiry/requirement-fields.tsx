import { EnquiryForm, postedControls, type ControlProps, type PostedEnquiry } from "./enquiry-form";
import { Field, controlClassName } from "./field";
import { Select } from "./select";
import { requirementBudgets, requirementConstraints, requirementServices, type RequirementFormInput } from "./requirement-schema";

export type RequirementField = keyof RequirementFormInput;

interface RequirementFieldsProps {
  fieldId: (name: RequirementField) => string;
  control: (name: RequirementField) => ControlProps;
  errors: Partial<Record<RequirementField, string>>;
}

/** The requirement form's fields, with their native constraints: the same markup in the page and in the server's answer. */
export function RequirementFields({ fieldId, control, errors }: RequirementFieldsProps) {
  return (
    <>
      <Field id={fieldId("name")} label="Name" error={errors.name} className="sm:col-span-2">
        {(a11y) => <input {...a11y} {...control("name")} {...requirementConstraints.name} type="text" autoComplete="name" className={controlClassName} />}
      </Field>
      <Field id={fieldId("email")} label="Email" error={errors.email}>
        {(a11y) => <input {...a11y} {...control("email")} {...requirementConstraints.email} type="email" autoComplete="email" className={controlClassName} />}
      </Field>
      <Field id={fieldId("phone")} label="Phone" error={errors.phone}>
        {(a11y) => (
          <input
            {...a11y}
            {...control("phone")}
            {...requirementConstraints.phone}
            type="tel"
            autoComplete="tel"
            inputMode="numeric"
            placeholder="10 or 12 digits"
            className={controlClassName}
          />
        )}
      </Field>
      <Field id={fieldId("service")} label="Service" error={errors.service}>
        {(a11y) => (
          <Select {...a11y} {...control("service")} {...requirementConstraints.service} placeholder="Select a service" options={requirementServices} />
        )}
      </Field>
      <Field id={fieldId("budget")} label="Budget" error={errors.budget}>
        {(a11y) => (
          <Select {...a11y} {...control("budget")} {...requirementConstraints.budget} placeholder="Select a budget" options={requirementBudgets} />
        )}
      </Field>
      <Field id={fieldId("message")} label="Message" error={errors.message} className="sm:col-span-2">
        {(a11y) => <textarea {...a11y} {...control("message")} {...requirementConstraints.message} rows={3} className={`${controlClassName} resize-y`} />}
      </Field>
    </>
  );
}

/** What the page's form and the server's posted form share: which form, its accessible name (which also finds it in a
 * prerendered page), its button and its grid. */
export const requirementFrame = { kind: "requirement", label: "Requirement form", submitLabel: "Send requirement", className: "gap-x-4 gap-y-1.5" } as const;
export const requirementFieldId = (prefix: string) => (name: RequirementField) => `${prefix}requirement-${name}`;

/** The requirement form as the server draws it for a native post with mistakes: static, with what was posted. */
export function PostedRequirementForm({ posted, action, page }: { posted: PostedEnquiry; action: string; page: string }) {
  return (
    <EnquiryForm {...requirementFrame} action={action} page={page} enhanced={false} posted={posted}>
      <RequirementFields fieldId={requirementFieldId("posted-")} control={postedControls(posted)} errors={posted.errors} />
    </EnquiryForm>
  );
}
