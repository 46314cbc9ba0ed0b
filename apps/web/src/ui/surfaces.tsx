import type { CSSProperties } from 'react';
import { Box, type BoxProps } from './layout';
import { joinClasses, type Spacing, spacing } from './style-props';
import classes from './surfaces.module.css';

type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface PaperStyle {
  withBorder?: boolean;
  radius?: Radius;
  shadow?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

function paperVars({ radius, shadow }: PaperStyle): CSSProperties {
  return {
    '--paper-radius': radius ? `var(--mantine-radius-${radius})` : undefined,
    '--paper-shadow': shadow ? `var(--mantine-shadow-${shadow})` : undefined,
  } as CSSProperties;
}

/** Mantine's Paper on the server. */
export function Paper({ withBorder, radius, shadow, className, style, ...props }: BoxProps & PaperStyle) {
  return (
    <Box
      {...props}
      data-with-border={withBorder || undefined}
      className={joinClasses(classes.paper, className)}
      style={{ ...paperVars({ radius, shadow }), ...style }}
    />
  );
}

/** Mantine's Card on the server: a Paper laid out as a padded column. */
export function Card({
  withBorder,
  radius,
  shadow,
  padding,
  className,
  style,
  ...props
}: BoxProps & PaperStyle & { padding?: Spacing }) {
  const vars = { '--card-padding': padding === undefined ? undefined : spacing(padding) } as CSSProperties;
  return (
    <Box
      {...props}
      data-with-border={withBorder || undefined}
      className={joinClasses(classes.paper, classes.card, className)}
      style={{ ...paperVars({ radius, shadow }), ...vars, ...style }}
    />
  );
}
