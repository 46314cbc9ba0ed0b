'use client';

import { Menu } from '@mantine/core';
import type { ProfilePage } from '@porchlight/core/providers/profile.constants';
import { IconChevronDown } from '@tabler/icons-react';
import Link from 'next/link';
import { useSelectedLayoutSegments } from 'next/navigation';
import classes from './profile-frame.module.css';

export interface ProfileMenuEntry {
  key: 'home' | 'services' | 'gallery' | 'contact' | 'about' | 'reviews' | 'clientHub';
  label: string;
  href: string;
  page: ProfilePage;
}

export interface ProfileMenuProps {
  /** The visible entries, in menu order (spec 1 "Menu"). */
  entries: ProfileMenuEntry[];
  /** Services dropdown: up to 9 offers, then 'View all services'. */
  services: { name: string; href: string }[];
  viewAllServicesHref: string;
}

/** Under 'More' on small screens (spec 1 "Menu"). */
const MORE_KEYS = new Set<ProfileMenuEntry['key']>(['contact', 'about', 'reviews', 'clientHub']);

/** The page being shown, from the router tree (the same on the server and in the browser, custom domains too). */
function useActivePage(): string {
  const segments = useSelectedLayoutSegments();
  const first = segments.join('/').split('/').find(Boolean);
  return first && first !== '__PAGE__' && !first.startsWith('__') ? first : 'home';
}

function ServicesEntry({
  entry,
  active,
  services,
  viewAllServicesHref,
}: {
  entry: ProfileMenuEntry;
  active: boolean;
} & Omit<ProfileMenuProps, 'entries'>) {
  const link = (
    <Link href={entry.href} className={classes.menuItem} data-active={active || undefined}>
      {entry.label}
      {services.length > 0 && <IconChevronDown size={14} aria-hidden />}
    </Link>
  );
  if (services.length === 0) return link;
  return (
    <Menu
      trigger="hover"
      openDelay={60}
      closeDelay={160}
      position="bottom-start"
      width={280}
      shadow="md"
      withinPortal
    >
      <Menu.Target>{link}</Menu.Target>
      <Menu.Dropdown>
        {services.map((service) => (
          <Menu.Item key={service.href} component={Link} href={service.href}>
            {service.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} href={viewAllServicesHref} fw={700} c="brand.8">
          View all services
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function ProfileMenu({ entries, services, viewAllServicesHref }: ProfileMenuProps) {
  const activePage = useActivePage();
  const isActive = (entry: ProfileMenuEntry) => entry.page === activePage;
  const render = (entry: ProfileMenuEntry) =>
    entry.key === 'services' ? (
      <ServicesEntry
        key={entry.key}
        entry={entry}
        active={isActive(entry)}
        services={services}
        viewAllServicesHref={viewAllServicesHref}
      />
    ) : (
      <Link
        key={entry.key}
        href={entry.href}
        className={classes.menuItem}
        data-active={isActive(entry) || undefined}
      >
        {entry.label}
      </Link>
    );
  const main = entries.filter((entry) => !MORE_KEYS.has(entry.key));
  const more = entries.filter((entry) => MORE_KEYS.has(entry.key));
  const moreActive = more.some(isActive);

  return (
    <>
      <nav aria-label="Company" className={`${classes.menu} ${classes.menuDesktop}`}>
        {entries.map(render)}
      </nav>
      <nav aria-label="Company pages" className={`${classes.menu} ${classes.menuCompact}`}>
        {main.map(render)}
        {more.length > 0 && (
          <Menu position="bottom-end" width={200} shadow="md" withinPortal>
            <Menu.Target>
              <button type="button" className={classes.menuItem} data-active={moreActive || undefined}>
                More
                <IconChevronDown size={14} aria-hidden />
              </button>
            </Menu.Target>
            <Menu.Dropdown>
              {more.map((entry) => (
                <Menu.Item
                  key={entry.key}
                  component={Link}
                  href={entry.href}
                  fw={isActive(entry) ? 700 : undefined}
                >
                  {entry.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </nav>
    </>
  );
}
