import type { CSSProperties } from 'react';
import classes from './responsive.module.css';

/**
 * The subset of Mantine's style props the static views use (mt, py, fz, c, maw, visibleFrom …), turned
 * into inline styles; a responsive value ({ base, sm, md }) becomes one CSS variable per breakpoint,
 * read by responsive.module.css, so no JavaScript runs in the browser to apply it.
 */

export const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Spacing = Size | number | string;
export type FontSize = Size | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | number;

export interface StyleProps {
  m?: Spacing;
  mt?: Responsive<Spacing>;
  mb?: Spacing;
  ml?: Spacing;
  mr?: Spacing;
  mx?: Spacing;
  my?: Spacing;
  p?: Responsive<Spacing>;
  pt?: Spacing;
  pb?: Responsive<Spacing>;
  px?: Spacing;
  py?: Responsive<Spacing>;
  w?: number | string;
  maw?: number | string;
  miw?: number | string;
  h?: Responsive<number | string>;
  c?: string;
  bg?: string;
  fw?: number;
  fz?: Responsive<FontSize>;
  lh?: number | string;
  ta?: Responsive<'left' | 'center' | 'right'>;
  tt?: 'none' | 'uppercase';
  /** Shown from this breakpoint up (Mantine's visibleFrom). */
  visibleFrom?: Exclude<Breakpoint, 'base'>;
  /** Hidden from this breakpoint up (Mantine's hiddenFrom). */
  hiddenFrom?: Exclude<Breakpoint, 'base'>;
}

const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

export function spacing(value: Spacing): string {
  if (typeof value === 'number') return rem(value);
  return ['xs', 'sm', 'md', 'lg', 'xl'].includes(value) ? `var(--mantine-spacing-${value})` : value;
}

export function fontSize(value: FontSize): string {
  if (typeof value === 'number') return rem(value);
  return value.startsWith('h') ? `var(--mantine-${value}-font-size)` : `var(--mantine-font-size-${value})`;
}

/** 'dimmed', 'white', 'brand.8' → the theme's colour variables. */
export function color(value: string): string {
  if (value.startsWith('#') || value.startsWith('var(') || value.startsWith('rgb')) return value;
  if (value === 'dimmed' || value === 'white' || value === 'black') return `var(--mantine-color-${value})`;
  return value.includes('.')
    ? `var(--mantine-color-${value.replace('.', '-')})`
    : `var(--mantine-color-${value}-filled)`;
}

const size = (value: number | string) => (typeof value === 'number' ? rem(value) : value);

function isResponsive<T>(value: Responsive<T>): value is Partial<Record<Breakpoint, T>> {
  return typeof value === 'object' && value !== null;
}

/** One variable per breakpoint, each carrying the last value set below it (as min-width queries do). */
function responsiveVars<T>(
  name: string,
  value: Partial<Record<Breakpoint, T>>,
  format: (value: T) => string,
) {
  const vars: Record<string, string> = {};
  let current: string | undefined;
  for (const breakpoint of BREAKPOINTS) {
    const set = value[breakpoint];
    if (set !== undefined) current = format(set);
    if (current !== undefined) vars[`--${name}-${breakpoint}`] = current;
  }
  return vars;
}

export function styleProps(props: StyleProps): { className: string; style: CSSProperties } {
  const style: Record<string, string | number> = {};
  const classNames: string[] = [];
  const put = <T>(
    value: Responsive<T> | undefined,
    property: string,
    format: (value: T) => string,
    responsiveClass?: string,
  ) => {
    if (value === undefined) return;
    if (isResponsive(value)) {
      if (!responsiveClass) return;
      Object.assign(style, responsiveVars(responsiveClass, value, format));
      classNames.push(classes[responsiveClass] ?? '');
    } else {
      style[property] = format(value);
    }
  };
  put(props.m, 'margin', spacing);
  put(props.my, 'marginBlock', spacing);
  put(props.mx, 'marginInline', spacing);
  put(props.mt, 'marginTop', spacing, 'mt');
  put(props.mb, 'marginBottom', spacing);
  put(props.ml, 'marginLeft', spacing);
  put(props.mr, 'marginRight', spacing);
  put(props.p, 'padding', spacing, 'p');
  put(props.py, 'paddingBlock', spacing, 'py');
  put(props.px, 'paddingInline', spacing);
  put(props.pt, 'paddingTop', spacing);
  put(props.pb, 'paddingBottom', spacing, 'pb');
  put(props.w, 'width', size);
  put(props.maw, 'maxWidth', size);
  put(props.miw, 'minWidth', size);
  put(props.h, 'height', size, 'h');
  put(props.c, 'color', color);
  put(props.bg, 'background', color);
  put(props.fw, 'fontWeight', String);
  put(props.fz, 'fontSize', fontSize, 'fz');
  put(props.lh, 'lineHeight', String);
  put(props.ta, 'textAlign', String, 'ta');
  put(props.tt, 'textTransform', String);
  if (props.visibleFrom) classNames.push(classes[`visibleFrom-${props.visibleFrom}`] ?? '');
  if (props.hiddenFrom) classNames.push(classes[`hiddenFrom-${props.hiddenFrom}`] ?? '');
  return { className: classNames.filter(Boolean).join(' '), style: style as CSSProperties };
}

/** Splits style props from the rest of a component's props. */
export function splitStyleProps<P extends StyleProps>(props: P): [StyleProps, Omit<P, keyof StyleProps>] {
  const {
    m,
    mt,
    mb,
    ml,
    mr,
    mx,
    my,
    p,
    pt,
    pb,
    px,
    py,
    w,
    maw,
    miw,
    h,
    c,
    bg,
    fw,
    fz,
    lh,
    ta,
    tt,
    visibleFrom,
    hiddenFrom,
    ...rest
  } = props;
  return [
    {
      m,
      mt,
      mb,
      ml,
      mr,
      mx,
      my,
      p,
      pt,
      pb,
      px,
      py,
      w,
      maw,
      miw,
      h,
      c,
      bg,
      fw,
      fz,
      lh,
      ta,
      tt,
      visibleFrom,
      hiddenFrom,
    },
    rest,
  ];
}

export function joinClasses(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}
