import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { controlClassName } from "./field";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectProps extends Omit<ComponentProps<"select">, "className"> {
  options: readonly SelectOption[];
  /** A first option nobody can choose, so that "required" can be shown; none when a choice is preselected. */
  placeholder?: string;
}

/** A native select with the look of the other fields and a chevron of its own. */
export function Select({ placeholder, options, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select {...props} className={`${controlClassName} appearance-none pr-11`}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
