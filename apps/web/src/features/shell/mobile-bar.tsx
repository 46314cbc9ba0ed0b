'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { plansHref } from '@/features/plans/plans-href';
import { serviceManagerHref } from '@/features/service-manager/service-manager-href';
import { Link } from '@/ui/link';
import { ownProviderForPath } from './own-provider';
import classes from './shell.module.css';

/** The bar's icons, drawn by the server (they ship no code). */
export interface MobileBarIcons {
  findPro: ReactNode;
  forBusiness: ReactNode;
  myProfile: ReactNode;
  serviceManager: ReactNode;
  plans: ReactNode;
}

/** Bottom bar below the desktop breakpoint (spec 1 "Mobile bar"). */
export function MobileBar({ icons }: { icons: MobileBarIcons }) {
  const pathname = usePathname();
  const { user } = useCurrentUser();
  const ownProvider = user ? ownProviderForPath(user.providers, pathname) : undefined;

  const items = ownProvider
    ? [
        {
          href: `/company/${ownProvider.vanityName}`,
          label: 'My Profile',
          icon: icons.myProfile,
          exact: true,
        },
        {
          href: serviceManagerHref(ownProvider.vanityName),
          label: 'Service Manager',
          icon: icons.serviceManager,
          exact: false,
        },
        ...(ownProvider.role === 'owner'
          ? [{ href: plansHref(ownProvider.vanityName), label: 'Plans', icon: icons.plans, exact: false }]
          : []),
      ]
    : [
        { href: '/search', label: 'Find a Pro', icon: icons.findPro, exact: false },
        { href: '/business', label: 'For Business', icon: icons.forBusiness, exact: false },
      ];

  return (
    <nav aria-label="Quick links" className={classes.mobileBar}>
      {items.map(({ href, label, icon, exact }) => {
        const path = href.split('?')[0] ?? href;
        const active = exact ? pathname === path : pathname.startsWith(path);
        return (
          <Link key={href} href={href} className={classes.mobileBarItem} data-active={active || undefined}>
            {icon}
            <span>{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
