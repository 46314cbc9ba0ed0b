import classes from './button.module.css';

export type ButtonVariant = 'filled' | 'light' | 'subtle' | 'default' | 'white' | 'outline-light';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** Less padding on the sides, for buttons in tight rows. */
  compact?: boolean;
  radius?: 'md' | 'xl';
}

/** The class and data attributes that draw an element as a button (button.module.css). */
export function buttonProps(
  { variant = 'filled', size = 'sm', fullWidth, compact, radius }: ButtonStyle,
  className?: string,
) {
  return {
    className: className ? `${classes.button} ${className}` : classes.button,
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
    'data-compact': compact || undefined,
    'data-radius': radius,
  };
}

export const buttonSectionClass = classes.section;
