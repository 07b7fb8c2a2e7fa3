import { useId, type ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown } from "lucide-react";
import { RelayError } from "~/lib/send-email";
import { Field, controlClassName } from "./field";
import { HoneypotField } from "./honeypot-field";
import { SubmitButton } from "./submit-button";
import { useEnquirySubmit } from "./use-enquiry-submit";
import {
  buildRequirementEmail,
  requirementBudgets,
  requirementDefaults,
  requirementSchema,
  requirementServices,
  type RequirementFormInput,
  type RequirementFormValues,
} from "./requirement-schema";

const NETWORK_FAILURE = "Failed to send email. Please try again.";

/** A native select with the field look and a chevron of its own. */
interface SelectProps extends ComponentProps<"select"> {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A native select that starts on a placeholder nobody can choose, so "required" can be shown. */
function Select({ placeholder, options, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select {...props}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-slate-500" />
    </div>
  );
}

/** The landing pages' requirement form: validates on blur and on submit (spec section 4). */
export function RequirementForm() {
  const id = useId();
  const fieldId = (name: keyof RequirementFormInput) => `${id}requirement-${name}`;
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
  const { sending, submit, honeypotRef } = useEnquirySubmit({
    successMessage: "Email sent successfully!",
    failureMessage: (error) => (error instanceof RelayError ? error.message : NETWORK_FAILURE),
  });

  const onSubmit = handleSubmit((values) => submit(buildRequirementEmail(values), () => reset()));
  const selectClassName = `${controlClassName} appearance-none pr-11`;

  return (
    <form aria-label="Requirement form" noValidate onSubmit={onSubmit} className="relative grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
      <Field id={fieldId("name")} label="Name" error={errors.name?.message} className="sm:col-span-2">
        {(a11y) => <input {...a11y} {...register("name")} type="text" autoComplete="name" className={controlClassName} />}
      </Field>
      <Field id={fieldId("email")} label="Email" error={errors.email?.message}>
        {(a11y) => <input {...a11y} {...register("email")} type="email" autoComplete="email" className={controlClassName} />}
      </Field>
      <Field id={fieldId("phone")} label="Phone" error={errors.phone?.message}>
        {(a11y) => (
          <input {...a11y} {...register("phone")} type="tel" autoComplete="tel" inputMode="numeric" placeholder="10 or 12 digits" className={controlClassName} />
        )}
      </Field>
      <Field id={fieldId("service")} label="Service" error={errors.service?.message}>
        {(a11y) => <Select {...a11y} {...register("service")} placeholder="Select a service" options={requirementServices} className={selectClassName} />}
      </Field>
      <Field id={fieldId("budget")} label="Budget" error={errors.budget?.message}>
        {(a11y) => <Select {...a11y} {...register("budget")} placeholder="Select a budget" options={requirementBudgets} className={selectClassName} />}
      </Field>
      <Field id={fieldId("message")} label="Message" error={errors.message?.message} className="sm:col-span-2">
        {(a11y) => <textarea {...a11y} {...register("message")} rows={3} className={`${controlClassName} resize-y`} />}
      </Field>
      <HoneypotField ref={honeypotRef} />
      <div className="sm:col-span-2">
        <SubmitButton sending={sending}>Send requirement</SubmitButton>
      </div>
    </form>
  );
}
