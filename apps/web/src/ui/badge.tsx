import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Link } from '@/ui/link';
import classes from './badge.module.css';
import { Box, type BoxProps } from './layout';
import { joinClasses } from './style-props';

export interface BadgeStyle {
  variant?: 'filled' | 'light' | 'outline' | 'white';
  /** A theme colour: 'brand', 'teal', 'gray', 'dark'. */
  color?: string;
  size?: 'sm' | 'md' | 'lg';
  radius?: 'sm' | 'xl';
  /** Keep the text's own case (badges are upper case by default). */
  keepCase?: boolean;
}

/** The colours Mantine's variant resolver gives a badge of this colour. */
function badgeVars({ variant = 'filled', color = 'brand', radius }: BadgeStyle): CSSProperties {
  const shade = (suffix: string) => `var(--mantine-color-${color}-${suffix})`;
  const colors: Record<NonNullable<BadgeStyle['variant']>, Record<string, string>> = {
    filled: {
      '--badge-bg': shade('filled'),
      '--badge-color': color === 'brand' ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)',
    },
    light: { '--badge-bg': shade('light'), '--badge-color': shade('light-color') },
    outline: {
      '--badge-bg': 'transparent',
      '--badge-color': shade('outline'),
      '--badge-bd': shade('outline'),
    },
    white: { '--badge-bg': 'var(--mantine-color-white)', '--badge-color': shade('filled') },
  };
  return {
    ...colors[variant],
    ...(radius ? { '--badge-radius': `var(--mantine-radius-${radius})` } : {}),
  } as CSSProperties;
}

function badgeAttributes(style: BadgeStyle) {
  return { 'data-size': style.size ?? 'md', 'data-case': style.keepCase ? 'none' : undefined };
}

/** Mantine's Badge look with no JavaScript of its own; `tt="none"` keeps the text's case. */
export function Badge({
  variant,
  color,
  size,
  radius,
  keepCase,
  tt,
  leftSection,
  className,
  style,
  children,
  ...props
}: BadgeStyle & BoxProps & { leftSection?: ReactNode }) {
  const look = { variant, color, size, radius, keepCase: keepCase || tt === 'none' };
  return (
    <Box
      component="span"
      {...props}
      {...badgeAttributes(look)}
      className={joinClasses(classes.badge, className)}
      style={{ ...badgeVars(look), ...style }}
    >
      {leftSection}
      {children}
    </Box>
  );
}

/** A link drawn as a badge (subcategory and offer jump links). */
export function BadgeLink({
  variant,
  color,
  size,
  radius,
  keepCase,
  className,
  style,
  ...link
}: BadgeStyle & ComponentProps<typeof Link>) {
  const look = { variant, color, size, radius, keepCase };
  return (
    <Link
      {...link}
      {...badgeAttributes(look)}
      className={joinClasses(classes.badge, className)}
      style={{ ...badgeVars(look), ...style }}
    />
  );
}
