'use client';

import { type ComponentProps, useId, useState } from 'react';
import { FieldFrame, type FieldLook, InputControl, inputClass, sectionButtonClass } from './field-frame';

const EYE = (
  <svg viewBox="0 0 15 15" width="15" height="15" fill="none" aria-hidden>
    <path
      d="M7.5 11C4.8 11 2.5 9.3 1.5 7.5 2.5 5.7 4.8 4 7.5 4s5 1.7 6 3.5c-1 1.8-3.3 3.5-6 3.5Z"
      stroke="currentColor"
      strokeWidth="1.1"
    />
    <circle cx="7.5" cy="7.5" r="1.8" stroke="currentColor" strokeWidth="1.1" />
  </svg>
);
const EYE_CLOSED = (
  <svg viewBox="0 0 15 15" width="15" height="15" fill="none" aria-hidden>
    <path
      d="M2 2l11 11M6.2 4.2A6.6 6.6 0 0 1 7.5 4c2.7 0 5 1.7 6 3.5a7.6 7.6 0 0 1-2 2.3M4 5.2A7.4 7.4 0 0 0 1.5 7.5c1 1.8 3.3 3.5 6 3.5a6.3 6.3 0 0 0 2.4-.5"
      stroke="currentColor"
      strokeWidth="1.1"
      strokeLinecap="round"
    />
  </svg>
);

/** A password input with the eye that shows what was typed (Mantine's PasswordInput look). */
export function PasswordField({
  label,
  description,
  error,
  required,
  size,
  className,
  id,
  ...input
}: FieldLook & Omit<ComponentProps<'input'>, 'size' | 'type'>) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...{ id: inputId, label, description, error, required, size, className }}>
      {(describedBy) => (
        <InputControl
          rightSectionPassive={false}
          rightSection={
            // Out of the tab order and hidden from screen readers, as Mantine's toggle is.
            <button
              type="button"
              className={sectionButtonClass}
              tabIndex={-1}
              aria-hidden
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? EYE_CLOSED : EYE}
            </button>
          }
        >
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
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
