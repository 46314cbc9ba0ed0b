'use client';

import {
  Anchor,
  type AnchorProps,
  Badge,
  type BadgeProps,
  Button,
  type ButtonProps,
  type ElementProps,
} from '@mantine/core';
import Link from 'next/link';

/**
 * Mantine components rendered as Next links. A server component cannot pass `component={Link}`
 * (a function) to a client component, so server-rendered views use these instead.
 */
type LinkProps = { href: string } & ElementProps<'a', 'href' | 'color' | 'style'>;

export function ButtonLink(props: ButtonProps & LinkProps) {
  return <Button component={Link} {...props} />;
}

export function AnchorLink(props: AnchorProps & LinkProps) {
  return <Anchor component={Link} {...props} />;
}

export function BadgeLink(props: BadgeProps & LinkProps) {
  return <Badge component={Link} {...props} />;
}
