'use client';

import { Button, Group, Menu, MenuDropdown, MenuItem, MenuTarget } from '@mantine/core';
import { EXTERIOR_LINKS, HOME_SERVICES_LINKS } from '@porchlight/core/search/search.constants';
import { quickLinkPath } from '@porchlight/core/search/search-page.rules';
import { IconChevronDown } from '@tabler/icons-react';
import Link from 'next/link';
import { useSearchZip } from './search-zip-context';

function QuickLinkMenu({ label, services }: { label: string; services: readonly string[] }) {
  const { zip } = useSearchZip();
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={160}
      position="bottom-start"
      shadow="md"
      width={240}
    >
      <MenuTarget>
        <Button
          variant="subtle"
          color="gray"
          c="dark.6"
          size="sm"
          px="sm"
          rightSection={<IconChevronDown size={16} />}
        >
          {label}
        </Button>
      </MenuTarget>
      <MenuDropdown>
        {services.map((service) => (
          <MenuItem key={service} component={Link} href={quickLinkPath(service, zip)}>
            {service}
          </MenuItem>
        ))}
      </MenuDropdown>
    </Menu>
  );
}

/** The Home Services and Exterior quick-link menus (spec 3 §2.5); they carry the zip box's zip. */
export function QuickLinkMenus() {
  return (
    <Group component="nav" aria-label="Browse services" gap={4} wrap="nowrap">
      <QuickLinkMenu label="Home Services" services={HOME_SERVICES_LINKS} />
      <QuickLinkMenu label="Exterior" services={EXTERIOR_LINKS} />
    </Group>
  );
}
