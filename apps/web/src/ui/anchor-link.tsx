import type { ComponentProps, CSSProperties } from 'react';
import { Link } from '@/ui/link';
import classes from './anchor.module.css';
import { joinClasses } from './style-props';
import { themeColor } from './theme-color';

export interface AnchorStyle {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  fw?: 500 | 600 | 700 | 800;
  /** A theme colour such as 'brand.3'. */
  c?: string;
}

/** The class and variables of Mantine's Anchor look, for links and link-like buttons. */
export function anchorProps({ size, fw, c }: AnchorStyle, className?: string, style?: CSSProperties) {
  const vars = {
    '--anchor-fz': size ? `var(--mantine-font-size-${size})` : undefined,
    '--anchor-fw': fw,
    '--anchor-color': c ? themeColor(c) : undefined,
  } as CSSProperties;
  return { className: joinClasses(classes.anchor, className), style: { ...vars, ...style } };
}

/** A text link in the theme's link colour (Mantine's Anchor look), with no JavaScript of its own. */
export function AnchorLink({
  size,
  fw,
  c,
  className,
  style,
  ...link
}: AnchorStyle & ComponentProps<typeof Link>) {
  const look = anchorProps({ size, fw, c }, className, style);
  // tel:, mailto: and other sites are plain links; the app's own pages go through Next's router.
  if (typeof link.href === 'string' && !link.href.startsWith('/')) {
    const { href, prefetch: _prefetch, replace: _replace, scroll: _scroll, ...anchor } = link;
    return <a href={href} {...(anchor as ComponentProps<'a'>)} {...look} />;
  }
  return <Link {...link} {...look} />;
}
