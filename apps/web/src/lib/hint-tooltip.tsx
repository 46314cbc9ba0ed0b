import type { CSSProperties, ReactNode } from 'react';
import classes from './hint-tooltip.module.css';

/**
 * A short hint over an icon, shown by CSS on hover or focus: Mantine's Tooltip would bring its floating
 * stack to every page. The label is for sighted users; the target carries its own accessible name.
 */
export function HintTooltip({
  label,
  style,
  children,
}: {
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <span className={classes.root} style={style}>
      {children}
      <span className={classes.label} aria-hidden>
        {label}
      </span>
    </span>
  );
}
