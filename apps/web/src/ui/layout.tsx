import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import classes from './layout.module.css';
import {
  joinClasses,
  type Spacing,
  type StyleProps,
  spacing,
  splitStyleProps,
  styleProps,
} from './style-props';

/**
 * Box, Stack and Group as Mantine draws them, rendered on the server with no JavaScript in the browser:
 * the same props (gap, align, justify, wrap, style props) for the static parts of public pages.
 */

type BoxProps = StyleProps &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    component?: ElementType;
    /** With `component` a link. */
    href?: string;
    children?: ReactNode;
    [data: `data-${string}`]: string | number | boolean | undefined;
  };

export function Box({ component: Component = 'div', className, style, ...props }: BoxProps) {
  const [styled, rest] = splitStyleProps(props);
  const computed = styleProps(styled);
  return (
    <Component
      {...rest}
      className={joinClasses(computed.className, className)}
      style={{ ...computed.style, ...style }}
    />
  );
}

type FlexProps = BoxProps & {
  gap?: Spacing;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
};

export function Stack({ gap, align, justify, className, style, ...props }: FlexProps) {
  const vars = {
    '--stack-gap': gap === undefined ? undefined : spacing(gap),
    '--stack-align': align,
    '--stack-justify': justify,
  } as CSSProperties;
  return <Box {...props} className={joinClasses(classes.stack, className)} style={{ ...vars, ...style }} />;
}

export function Group({
  gap,
  align,
  justify,
  wrap,
  grow,
  className,
  style,
  ...props
}: FlexProps & { wrap?: 'wrap' | 'nowrap'; grow?: boolean }) {
  const vars = {
    '--group-gap': gap === undefined ? undefined : spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  } as CSSProperties;
  return (
    <Box
      {...props}
      data-grow={grow || undefined}
      className={joinClasses(classes.group, className)}
      style={{ ...vars, ...style }}
    />
  );
}

export type { BoxProps };
