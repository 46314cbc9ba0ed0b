import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldFrame, type FieldLook, InputControl, inputClass } from './field-frame';

type TextFieldProps = FieldLook &
  Omit<ComponentProps<'input'>, 'size'> & { leftSection?: ReactNode; rightSection?: ReactNode };

/** A text input (type text, email, tel …) with its label, description and error. */
export function TextField({
  label,
  description,
  error,
  required,
  size,
  variant,
  className,
  leftSection,
  rightSection,
  id,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame {...{ id: inputId, label, description, error, required, size, variant, className }}>
      {(describedBy) => (
        <InputControl leftSection={leftSection} rightSection={rightSection}>
          <input
            id={inputId}
            className={inputClass}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
        </InputControl>
      )}
    </FieldFrame>
  );
}
