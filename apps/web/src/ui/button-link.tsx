import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/ui/link';
import { type ButtonStyle, buttonProps, buttonSectionClass } from './button-style';

/** A link drawn as a button, with no JavaScript of its own (Mantine's Button would bring its runtime). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  compact,
  radius,
  leftSection,
  className,
  children,
  ...link
}: ButtonStyle & { leftSection?: ReactNode } & ComponentProps<typeof Link>) {
  const look = {
    ...buttonProps({ variant, size, fullWidth, compact, radius }, className),
    'data-with-left-section': leftSection ? true : undefined,
  };
  const content = (
    <>
      {leftSection && <span className={buttonSectionClass}>{leftSection}</span>}
      <span>{children}</span>
    </>
  );
  // tel:, mailto: and other sites are plain links; the app's own pages go through Next's router.
  if (typeof link.href === 'string' && !link.href.startsWith('/')) {
    const { href, prefetch: _prefetch, replace: _replace, scroll: _scroll, ...anchor } = link;
    return (
      <a href={href} {...(anchor as ComponentProps<'a'>)} {...look}>
        {content}
      </a>
    );
  }
  return (
    <Link {...link} {...look}>
      {content}
    </Link>
  );
}
