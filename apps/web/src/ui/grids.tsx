import type { CSSProperties } from 'react';
import classes from './grids.module.css';
import { Box, type BoxProps } from './layout';
import { BREAKPOINTS, joinClasses, type Responsive, type Spacing, spacing } from './style-props';

/** One variable per breakpoint, each carrying the last value set below it (as min-width queries do). */
function perBreakpoint<T>(name: string, value: Responsive<T> | undefined, format: (value: T) => string) {
  if (value === undefined) return {};
  const values: Partial<Record<string, T>> =
    typeof value === 'object' && value !== null ? value : { base: value };
  const vars: Record<string, string> = {};
  let current: string | undefined;
  for (const breakpoint of BREAKPOINTS) {
    const set = values[breakpoint];
    if (set !== undefined) current = format(set);
    if (current !== undefined) vars[`--${name}-${breakpoint}`] = current;
  }
  return vars;
}

/** Mantine's SimpleGrid on the server: equal columns, their number per breakpoint. */
export function SimpleGrid({
  cols = 1,
  spacing: columnGap,
  verticalSpacing,
  className,
  style,
  ...props
}: BoxProps & { cols?: Responsive<number>; spacing?: Spacing; verticalSpacing?: Spacing }) {
  const vars = {
    ...perBreakpoint('cols', cols, String),
    '--grid-column-gap': columnGap === undefined ? undefined : spacing(columnGap),
    '--grid-row-gap': verticalSpacing === undefined ? undefined : spacing(verticalSpacing),
  } as CSSProperties;
  return (
    <Box {...props} className={joinClasses(classes.simpleGrid, className)} style={{ ...vars, ...style }} />
  );
}

/** Mantine's Grid on the server: twelve columns; children are GridCol. */
export function Grid({
  gap,
  align,
  className,
  style,
  children,
  ...props
}: BoxProps & { gap?: Responsive<Spacing>; align?: CSSProperties['alignItems'] }) {
  const vars = { ...perBreakpoint('gap', gap, spacing), '--grid-align': align } as CSSProperties;
  return (
    <Box {...props} className={joinClasses(classes.grid, className)} style={{ ...vars, ...style }}>
      <div className={classes.gridInner}>{children}</div>
    </Box>
  );
}

export function GridCol({
  span = 12,
  order,
  className,
  style,
  ...props
}: BoxProps & { span?: Responsive<number>; order?: Responsive<number> }) {
  const vars = {
    ...perBreakpoint('span', span, String),
    ...perBreakpoint('order', order, String),
  } as CSSProperties;
  return <Box {...props} className={joinClasses(classes.col, className)} style={{ ...vars, ...style }} />;
}
