import type { ReactNode } from 'react';
import classes from './field.module.css';

/** One choice among a few, as radios in a row under their legend. */
export function RadioGroup<Value extends string>({
  label,
  name,
  value,
  options,
  onChange,
  required,
}: {
  label: ReactNode;
  name: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  required?: boolean;
}) {
  return (
    <fieldset className={`${classes.field} ${classes.radioGroup}`}>
      <legend className={classes.label}>
        {label}
        {required && (
          <span className={classes.asterisk} aria-hidden>
            {' *'}
          </span>
        )}
      </legend>
      <div className={classes.radios}>
        {options.map((option) => (
          <label key={option.value} className={classes.radio}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
