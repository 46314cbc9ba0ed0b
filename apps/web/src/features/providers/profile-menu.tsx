'use client';

import type { ProfilePage } from '@porchlight/core/providers/profile.constants';
import { IconChevronDown } from '@tabler/icons-react';
import { useSelectedLayoutSegments } from 'next/navigation';
import { LinkMenu } from '@/lib/link-menu';
import { Link } from '@/ui/link';
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
  if (services.length === 0) {
    return (
      <Link href={entry.href} className={classes.menuItem} data-active={active || undefined}>
        {entry.label}
      </Link>
    );
  }
  return (
    <LinkMenu
      openOn="hover"
      width={280}
      items={[
        ...services.map((service) => ({ href: service.href, label: service.name })),
        { href: viewAllServicesHref, label: 'View all services', emphasis: true, dividerBefore: true },
      ]}
      renderTrigger={(menu) => (
        <Link
          href={entry.href}
          className={classes.menuItem}
          data-active={active || undefined}
          aria-haspopup={menu['aria-haspopup']}
          aria-expanded={menu['aria-expanded']}
          aria-controls={menu['aria-controls']}
          onKeyDown={menu.onKeyDown}
        >
          {entry.label}
          <IconChevronDown size={14} aria-hidden />
        </Link>
      )}
    />
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
          <LinkMenu
            align="end"
            width={200}
            items={more.map((entry) => ({ href: entry.href, label: entry.label, current: isActive(entry) }))}
            renderTrigger={(menu) => (
              <button
                type="button"
                className={classes.menuItem}
                data-active={moreActive || undefined}
                {...menu}
              >
                More
                <IconChevronDown size={14} aria-hidden />
              </button>
            )}
          />
        )}
      </nav>
    </>
  );
}
