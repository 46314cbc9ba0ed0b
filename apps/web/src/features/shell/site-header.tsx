'use client';

import { Button, Container, Group } from '@mantine/core';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { useSiteName } from '@/features/site/site-name-context';
import { safeReturnTo, withReturnTo } from '@/lib/return-to';
import classes from './shell.module.css';
import { SiteLogo } from './site-logo';
import { UserMenu } from './user-menu';

const NAV_LINKS = [
  { href: '/search', label: 'Find a Pro' },
  { href: '/business', label: 'For Business' },
] as const;

/** Where Log in / Register bring the user back to: here, or where the auth page was told to return. */
function useReturnToHere(): string {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  if (pathname.startsWith('/account/login') || pathname.startsWith('/account/register')) {
    return safeReturnTo(searchParams.get('returnTo'));
  }
  const query = searchParams.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function AuthButtons({ returnTo }: { returnTo: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Button
        component={Link}
        href={withReturnTo('/account/login', returnTo)}
        variant="subtle"
        color="dark"
        size="sm"
        px="sm"
      >
        Log in
      </Button>
      <Button component={Link} href={withReturnTo('/account/register', returnTo)} size="sm" px="sm">
        Register
      </Button>
    </Group>
  );
}

function AuthButtonsHere() {
  return <AuthButtons returnTo={useReturnToHere()} />;
}

export function SiteHeader() {
  const siteName = useSiteName();
  const pathname = usePathname();
  const { user } = useCurrentUser();

  return (
    <header className={classes.header}>
      <Container className={classes.headerInner}>
        <Group gap="lg" wrap="nowrap">
          <SiteLogo siteName={siteName} />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            {NAV_LINKS.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                className={classes.navLink}
                data-active={pathname.startsWith(link.href) || undefined}
              >
                {link.label}
              </Link>
            ))}
          </Group>
        </Group>
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Suspense fallback={<AuthButtons returnTo={pathname} />}>
            <AuthButtonsHere />
          </Suspense>
        )}
      </Container>
    </header>
  );
}
