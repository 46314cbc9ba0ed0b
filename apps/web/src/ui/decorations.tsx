import { Children, type CSSProperties, type ReactNode } from 'react';
import classes from './decorations.module.css';
import { Box, type BoxProps } from './layout';
import { joinClasses, spacing } from './style-props';

/**
 * Mantine's ThemeIcon, Avatar, Alert, Loader and Breadcrumbs, drawn on the server with no JavaScript
 * in the browser (the interactive parts of those components are not used on public pages).
 */

type Variant = 'filled' | 'light';
const ICON_SIZES = { xs: 18, sm: 22, md: 28, lg: 34, xl: 44 } as const;

function colorsOf(variant: Variant, color: string): { bg: string; fg: string } {
  const shade = (suffix: string) => `var(--mantine-color-${color}-${suffix})`;
  if (variant === 'light') return { bg: shade('light'), fg: shade('light-color') };
  // Amber buttons carry dark text (the theme's autoContrast); other colours white.
  return {
    bg: shade('filled'),
    fg: color === 'brand' ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)',
  };
}

export function ThemeIcon({
  size = 'md',
  radius,
  variant = 'filled',
  color = 'brand',
  className,
  style,
  ...props
}: BoxProps & {
  size?: keyof typeof ICON_SIZES | number;
  radius?: 'sm' | 'md' | 'lg' | 'xl';
  variant?: Variant;
  color?: string;
}) {
  const { bg, fg } = colorsOf(variant, color);
  const px = typeof size === 'number' ? size : ICON_SIZES[size];
  const vars = {
    '--ti-size': `calc(${px / 16}rem * var(--mantine-scale))`,
    '--ti-radius': radius ? `var(--mantine-radius-${radius})` : undefined,
    '--ti-bg': bg,
    '--ti-color': fg,
  } as CSSProperties;
  return (
    <Box
      component="span"
      {...props}
      className={joinClasses(classes.themeIcon, className)}
      style={{ ...vars, ...style }}
    />
  );
}

const INITIALS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
];

/** Mantine's `color="initials"`: a colour picked from the name, the same every time. */
function colorOfName(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) | 0;
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length] ?? 'gray';
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A round avatar: the picture, else initials (of `name` or the children) on a light colour. */
export function Avatar({
  size = 38,
  color = 'gray',
  src,
  name,
  children,
}: {
  size?: number;
  /** A theme colour, or 'initials' for one picked from `name`. */
  color?: string;
  src?: string | null;
  name?: string;
  children?: ReactNode;
  /** Always round; kept so the call reads like Mantine's. */
  radius?: 'xl';
}) {
  const hue = color === 'initials' && name ? colorOfName(name) : color;
  const vars = {
    '--avatar-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--avatar-bg': `var(--mantine-color-${hue}-light)`,
    '--avatar-color': `var(--mantine-color-${hue}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.avatar} style={vars}>
      {src ? (
        // biome-ignore lint/performance/noImgElement: a small remote avatar, shown as it is
        <img src={src} alt={name ?? ''} className={classes.avatarImage} />
      ) : (
        (children ?? (name ? initialsOf(name) : null))
      )}
    </span>
  );
}

export function AvatarGroup({ spacing: overlap, children }: { spacing: number; children: ReactNode }) {
  return (
    <div className={classes.avatarGroup} style={{ '--ag-spacing': spacing(overlap) } as CSSProperties}>
      {children}
    </div>
  );
}

/** A light alert: icon, optional title, message. */
export function Alert({
  color = 'brand',
  icon,
  title,
  variant: _variant,
  radius: _radius,
  children,
  className,
  style,
  ...props
}: BoxProps & { color?: string; icon?: ReactNode; title?: ReactNode; variant?: 'light'; radius?: 'md' }) {
  const vars = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <Box
      role="alert"
      {...props}
      className={joinClasses(classes.alert, className)}
      style={{ ...vars, ...style }}
    >
      {icon && <div className={classes.alertIcon}>{icon}</div>}
      <div className={classes.alertBody}>
        {title && <div className={classes.alertTitle}>{title}</div>}
        <div className={classes.alertMessage}>{children}</div>
      </div>
    </Box>
  );
}

const LOADER_SIZES = { xs: 18, sm: 22, md: 36, lg: 44, xl: 58 } as const;

/** Mantine's default (oval) loader, spinning by CSS. */
export function Loader({ size = 'md', label }: { size?: keyof typeof LOADER_SIZES; label?: string }) {
  const vars = {
    '--loader-size': `calc(${LOADER_SIZES[size] / 16}rem * var(--mantine-scale))`,
  } as CSSProperties;
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return <span className={classes.loader} style={vars} {...a11y} />;
}

export function Breadcrumbs({
  separator = '/',
  separatorMargin,
  children,
  ...props
}: BoxProps & { separator?: ReactNode; separatorMargin?: number }) {
  const items = Children.toArray(children);
  return (
    <Box {...props} className={joinClasses(classes.breadcrumbs, props.className)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the crumbs are a fixed path, never reordered
        <span key={index} style={{ display: 'contents' }}>
          {index > 0 && (
            <span
              className={classes.separator}
              style={separatorMargin === undefined ? undefined : { marginInline: spacing(separatorMargin) }}
            >
              {separator}
            </span>
          )}
          <span className={classes.breadcrumb}>{item}</span>
        </span>
      ))}
    </Box>
  );
}
