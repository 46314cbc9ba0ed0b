'use client';

import type { CSSProperties, ReactNode } from 'react';
import classes from './booking-wizard.module.css';

export interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * One choice of several as radio inputs drawn as buttons (offers, days, times): the browser's own
 * radio group, so Tab enters it once, arrow keys move and choose, and disabled choices are skipped.
 */
export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  minWidth = 140,
  align = 'center',
  testId,
}: {
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  minWidth?: number;
  align?: 'center' | 'start';
  testId?: string;
}) {
  return (
    <fieldset className={classes.group} data-testid={testId}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.grid} style={{ '--choice-min': `${minWidth}px` } as CSSProperties}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={classes.choice}
              data-checked={checked || undefined}
              data-disabled={choice.disabled || undefined}
              data-align={align}
            >
              <input
                type="radio"
                className={classes.input}
                name={name}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
              />
              {choice.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
