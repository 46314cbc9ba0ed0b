import { type ComponentProps, useId } from 'react';
import { FieldFrame, type FieldLook, InputControl, inputClass } from './field-frame';

// Mantine's up-and-down chevrons drawn as two strokes: the same shape as its filled outline, in a tenth of the bytes.
const CHEVRON = (
  <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden>
    <path
      d="M5.25 5.75 7.5 3.5l2.25 2.25m-4.5 3.5 2.25 2.25 2.25-2.25"
      stroke="currentColor"
      strokeWidth=".9"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** A native select, drawn like Mantine's NativeSelect (the chevrons on the right). */
export function SelectField({
  label,
  description,
  error,
  required,
  size,
  className,
  id,
  data,
  ...select
}: FieldLook & Omit<ComponentProps<'select'>, 'size'> & { data: { value: string; label: string }[] }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame {...{ id: inputId, label, description, error, required, size, className }}>
      {(describedBy) => (
        <InputControl rightSection={CHEVRON}>
          <select
            id={inputId}
            className={inputClass}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...select}
          >
            {data.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </InputControl>
      )}
    </FieldFrame>
  );
}
