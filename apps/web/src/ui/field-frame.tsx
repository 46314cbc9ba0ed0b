import type { ReactNode } from 'react';
import classes from './field.module.css';

/**
 * Labelled form fields drawn like Mantine's inputs, for the visitor forms (search, contact, log in,
 * register) that ship no UI library code. The error is tied to the input with aria-describedby.
 */

export interface FieldLook {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'default' | 'unstyled';
  className?: string;
}

interface FieldFrameProps extends FieldLook {
  id: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, description, control and error around an input whose id is `id`. */
export function FieldFrame({
  id,
  label,
  description,
  error,
  required,
  size,
  variant,
  className,
  children,
}: FieldFrameProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={className ? `${classes.field} ${className}` : classes.field}
      data-size={size ?? 'sm'}
      data-variant={variant ?? 'default'}
      data-error={error ? true : undefined}
    >
      {label && (
        <label className={classes.label} htmlFor={id}>
          {label}
          {required && (
            <span className={classes.asterisk} aria-hidden>
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p className={classes.description} id={descriptionId}>
          {description}
        </p>
      )}
      {children(describedBy)}
      {error && typeof error !== 'boolean' && (
        <p className={classes.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The input box with its optional left and right sections (icons, a loader, a button). */
export function InputControl({
  leftSection,
  rightSection,
  rightSectionPassive = true,
  children,
}: {
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** The right section lets clicks through to the input (icons, loaders), unless it holds a button. */
  rightSectionPassive?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.control}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      {leftSection && (
        <div className={classes.section} data-position="left">
          {leftSection}
        </div>
      )}
      {children}
      {rightSection && (
        <div
          className={classes.section}
          data-position="right"
          data-passive={rightSectionPassive || undefined}
        >
          {rightSection}
        </div>
      )}
    </div>
  );
}

export const inputClass = classes.input;
export const sectionButtonClass = classes.sectionButton;
