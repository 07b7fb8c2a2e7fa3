import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from "react";
import { Check, ChevronDown } from "lucide-react";
import { Field, controlClassName, fieldLabelId } from "./field";

const optionId = (pickerId: string, index: number) => `${pickerId}-option-${index}`;

interface ServicePickerProps {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  error?: string;
}

/**
 * A button that opens a listbox (the ARIA "collapsible listbox" pattern): the listbox takes focus and
 * points at the active option with aria-activedescendant. The button is named by the label and the
 * current choice, so "Service, Web Development" is read out.
 */
export function ServicePicker({ id, label, options, value, onChange, onBlur, ref, error }: ServicePickerProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const listboxId = `${id}-listbox`;
  const selectedIndex = Math.max(0, options.indexOf(value));

  function show() {
    setActive(selectedIndex);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const option = options[index];
    if (option !== undefined) onChange(option);
    close(true);
  }

  useEffect(() => {
    if (open) listboxRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: "nearest" });
  }, [open, active, id]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show();
    }
  }

  function onListboxKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? active);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      // Tab and Shift+Tab then move on from the button, as from any field.
      close(true);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead: the next option that starts with the typed character.
      const key = event.key.toLowerCase();
      const order = options.map((_, offset) => (active + 1 + offset) % options.length);
      const match = order.find((index) => options[index]?.toLowerCase().startsWith(key));
      if (match !== undefined) setActive(match);
    }
  }

  // The list box takes the clicks on its options, as it takes their keys: the options themselves never have focus.
  function onListboxClick(event: MouseEvent<HTMLUListElement>) {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option?.dataset.index !== undefined) choose(Number(option.dataset.index));
  }

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (containerRef.current?.contains(event.relatedTarget as Node | null)) return;
        setOpen(false);
        onBlur?.();
      }}
    >
      <Field id={id} label={label} error={error}>
        {(control) => (
          <div className="relative">
            <button
              {...control}
              ref={(element) => {
                buttonRef.current = element;
                if (typeof ref === "function") ref(element);
                else if (ref) ref.current = element;
              }}
              type="button"
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listboxId : undefined}
              aria-labelledby={`${fieldLabelId(id)} ${id}-value`}
              onClick={() => (open ? close(false) : show())}
              onKeyDown={onButtonKeyDown}
              className={`${controlClassName} flex items-center justify-between gap-3 text-left`}
            >
              <span id={`${id}-value`} className="truncate">
                {value}
              </span>
              <ChevronDown
                aria-hidden="true"
                className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}
              />
            </button>
            {open && (
              <ul
                ref={listboxRef}
                id={listboxId}
                role="listbox"
                // 0, not -1: the list scrolls, and a scrolling region must be reachable by keyboard.
                tabIndex={0}
                aria-labelledby={fieldLabelId(id)}
                aria-activedescendant={optionId(id, active)}
                onKeyDown={onListboxKeyDown}
                onClick={onListboxClick}
                className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1.5 shadow-2xl focus-visible:outline-offset-0"
              >
                {options.map((option, index) => {
                  const selected = option === value;
                  return (
                    <li
                      key={option}
                      id={optionId(id, index)}
                      role="option"
                      aria-selected={selected}
                      data-index={index}
                      onPointerMove={() => setActive(index)}
                      className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-base ${
                        index === active ? "bg-brand-500/10 text-navy-900" : "text-slate-700"
                      } ${selected ? "font-semibold" : ""}`}
                    >
                      {option}
                      {selected && <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )}
      </Field>
    </div>
  );
}
