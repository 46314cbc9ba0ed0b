'use client';

import { Box } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconLayoutDashboard, IconSearch } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { ownProviderForPath } from './own-provider';
import classes from './shell.module.css';

/** Bottom bar below the desktop breakpoint (spec 1 "Mobile bar"). */
export function MobileBar() {
  const pathname = usePathname();
  const { user } = useCurrentUser();
  const ownProvider = user ? ownProviderForPath(user.providers, pathname) : undefined;

  const items = ownProvider
    ? [
        {
          href: `/company/${ownProvider.vanityName}`,
          label: 'My Profile',
          icon: IconBuildingStore,
          exact: true,
        },
        {
          href: `/company/${ownProvider.vanityName}/client-hub`,
          label: 'Service Manager',
          icon: IconLayoutDashboard,
          exact: false,
        },
      ]
    : [
        { href: '/search', label: 'Find a Pro', icon: IconSearch, exact: false },
        { href: '/business', label: 'For Business', icon: IconBriefcase, exact: false },
      ];

  return (
    <Box component="nav" aria-label="Quick links" className={classes.mobileBar} hiddenFrom="md">
      {items.map(({ href, label, icon: Icon, exact }) => {
        const active = exact ? pathname === href : pathname.startsWith(href);
        return (
          <Link key={href} href={href} className={classes.mobileBarItem} data-active={active || undefined}>
            <Icon size={22} aria-hidden />
            <span>{label}</span>
          </Link>
        );
      })}
    </Box>
  );
}
