import { type ComponentProps, useId } from 'react';
import classes from './field.module.css';
import { FieldFrame, type FieldLook, inputClass } from './field-frame';

export function TextareaField({
  label,
  description,
  error,
  required,
  size,
  className,
  id,
  ...textarea
}: FieldLook & Omit<ComponentProps<'textarea'>, 'size'>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame {...{ id: inputId, label, description, error, required, size, className }}>
      {(describedBy) => (
        <div className={classes.control}>
          <textarea
            id={inputId}
            className={inputClass}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...textarea}
          />
        </div>
      )}
    </FieldFrame>
  );
}
