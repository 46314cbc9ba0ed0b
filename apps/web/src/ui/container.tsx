import type { CSSProperties } from 'react';
import classes from './container.module.css';
import { Box, type BoxProps } from './layout';
import { joinClasses } from './style-props';

/** The page column (Mantine's Container look): 1280 px wide by default (MAX_PAGE_WIDTH), or `size` px. */
export function Container({ size, className, style, ...props }: BoxProps & { size?: number }) {
  const width = size
    ? ({ '--container-size': `calc(${size / 16}rem * var(--mantine-scale))` } as CSSProperties)
    : {};
  return (
    <Box {...props} className={joinClasses(classes.container, className)} style={{ ...width, ...style }} />
  );
}
