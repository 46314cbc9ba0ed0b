'use client';

import { EXTERIOR_LINKS, HOME_SERVICES_LINKS } from '@porchlight/core/search/search.constants';
import { quickLinkPath } from '@porchlight/core/search/search-page.rules';
import { IconChevronDown } from '@tabler/icons-react';
import { LinkMenu } from '@/lib/link-menu';
import { buttonProps } from '@/ui/button-style';
import classes from './search-landing.module.css';
import { useSearchZip } from './search-zip-context';

function QuickLinkMenu({ label, services }: { label: string; services: readonly string[] }) {
  const { zip } = useSearchZip();
  return (
    <LinkMenu
      openOn="click-hover"
      width={240}
      items={services.map((service) => ({ href: quickLinkPath(service, zip), label: service }))}
      renderTrigger={(menu) => (
        <button
          type="button"
          {...buttonProps({ variant: 'subtle', compact: true }, classes.quickLink)}
          {...menu}
        >
          <span>{label}</span>
          <IconChevronDown size={16} aria-hidden />
        </button>
      )}
    />
  );
}

/** The Home Services and Exterior quick-link menus (spec 3 §2.5); they carry the zip box's zip. */
export function QuickLinkMenus() {
  return (
    <nav aria-label="Browse services" className={classes.quickLinks}>
      <QuickLinkMenu label="Home Services" services={HOME_SERVICES_LINKS} />
      <QuickLinkMenu label="Exterior" services={EXTERIOR_LINKS} />
    </nav>
  );
}
