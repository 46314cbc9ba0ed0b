import type { CSSProperties, ElementType } from 'react';
import { Box, type BoxProps } from './layout';
import { fontSize, joinClasses } from './style-props';
import classes from './typography.module.css';

type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Mantine's Text on the server: a paragraph (or `span`) in the theme's type scale. */
export function Text({
  size,
  span,
  inherit,
  truncate,
  lineClamp,
  component,
  className,
  style,
  ...props
}: BoxProps & {
  size?: TextSize;
  span?: boolean;
  inherit?: boolean;
  truncate?: boolean;
  lineClamp?: number;
}) {
  const vars = {
    '--text-fz': size ? `var(--mantine-font-size-${size})` : undefined,
    '--text-lh': size ? `var(--mantine-line-height-${size})` : undefined,
    '--text-line-clamp': lineClamp,
  } as CSSProperties;
  return (
    <Box
      {...props}
      component={component ?? (span ? 'span' : 'p')}
      data-inherit={inherit || undefined}
      data-truncate={truncate || undefined}
      data-line-clamp={lineClamp ? true : undefined}
      className={joinClasses(classes.text, className)}
      style={{ ...vars, ...style }}
    />
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Mantine's Title on the server: h1–h6, sized by its order or by `size` ('h4' or pixels). */
export function Title({
  order = 1,
  size,
  className,
  style,
  ...props
}: BoxProps & { order?: HeadingLevel; size?: `h${HeadingLevel}` | number }) {
  const level = typeof size === 'string' ? size : `h${order}`;
  const vars = {
    '--title-fz': typeof size === 'number' ? fontSize(size) : `var(--mantine-${level}-font-size)`,
    '--title-fw': `var(--mantine-${level}-font-weight)`,
    '--title-lh': `var(--mantine-${level}-line-height)`,
  } as CSSProperties;
  return (
    <Box
      {...props}
      component={`h${order}` as ElementType}
      className={joinClasses(classes.title, className)}
      style={{ ...vars, ...style }}
    />
  );
}
