'use client';

import { Button, Group } from '@mantine/core';
import type { OfferMenuItem } from '@porchlight/core/providers/profile.schemas';
import { IconArrowsSort } from '@tabler/icons-react';
import { useState } from 'react';
import { ReorderOffersDialog } from './reorder-offers-dialog';

/** The owner's tools on the services page: the order of the services. */
export function ServicesOwnerTools({ vanityName, menu }: { vanityName: string; menu: OfferMenuItem[] }) {
  const [reordering, setReordering] = useState(false);
  if (menu.filter((item) => item.type === 'offer').length < 2) return null;
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconArrowsSort size={14} />}
        onClick={() => setReordering(true)}
      >
        Reorder services
      </Button>
      {reordering && (
        <ReorderOffersDialog vanityName={vanityName} menu={menu} onClose={() => setReordering(false)} />
      )}
    </Group>
  );
}
