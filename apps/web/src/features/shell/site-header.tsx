'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, type ReactNode, Suspense } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { withReturnTo } from '@/lib/return-to';
import { ButtonLink } from '@/ui/button-link';
import containerClasses from '@/ui/container.module.css';
import { Link } from '@/ui/link';
import classes from './shell.module.css';

// Logged-in users only: its menu brings Mantine's floating stack, which visitors never download.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const NAV_LINKS = [
  { href: '/search', label: 'Find a Pro' },
  { href: '/business', label: 'For Business' },
] as const;

/** Where Log in / Register bring the user back to: here, or home from the auth pages themselves. */
function useReturnToHere(): string {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  if (pathname.startsWith('/account/login') || pathname.startsWith('/account/register')) {
    // The auth page's own link to the other form carries its checked return address; the header carries
    // none, so neither an unchecked value nor the rule (safe-return-to.ts) reaches every visitor's header.
    return '/';
  }
  const query = searchParams.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function AuthButtons({ returnTo }: { returnTo: string }) {
  return (
    <div className={classes.authButtons}>
      <ButtonLink href={withReturnTo('/account/login', returnTo)} variant="subtle" compact>
        Log in
      </ButtonLink>
      <ButtonLink href={withReturnTo('/account/register', returnTo)} compact>
        Register
      </ButtonLink>
    </div>
  );
}

function AuthButtonsHere() {
  return <AuthButtons returnTo={useReturnToHere()} />;
}

/** The marketplace header; the logo is drawn by the server (its icon ships no code). */
export function SiteHeader({ logo }: { logo: ReactNode }) {
  const pathname = usePathname();
  const { user } = useCurrentUser();

  return (
    <header className={classes.header}>
      <div className={`${containerClasses.container} ${classes.headerInner}`}>
        <div className={classes.brandRow}>
          {logo}
          <nav aria-label="Main" className={classes.mainNav}>
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
          </nav>
        </div>
        {user ? (
          // The menu's code loads for logged-in users only; the header keeps its height meanwhile.
          <Suspense fallback={<div className={classes.userMenuSpace} />}>
            <UserMenu user={user} />
          </Suspense>
        ) : (
          <Suspense fallback={<AuthButtons returnTo={pathname} />}>
            <AuthButtonsHere />
          </Suspense>
        )}
      </div>
    </header>
  );
}
