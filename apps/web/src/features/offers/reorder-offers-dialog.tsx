'use client';

import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { reorderOffersRoute } from '@porchlight/core/offers/offers.routes';
import { moveInGroup, reorderNumbers } from '@porchlight/core/offers/reorder.rules';
import type { OfferMenuItem } from '@porchlight/core/providers/profile.schemas';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

type OfferItem = OfferMenuItem & { offerNumber: number };

const groupOf = (offer: OfferItem) => offer.categoryUri ?? '';

/**
 * Reorder the services (spec 2 §2.16, §7): each offer moves up or down within its category, as the
 * services page shows them; saving numbers them all from 1000 in that order.
 */
export function ReorderOffersDialog({
  vanityName,
  menu,
  onClose,
}: {
  vanityName: string;
  menu: OfferMenuItem[];
  onClose: () => void;
}) {
  const categoryNames = new Map(
    menu.filter((item) => item.type === 'category').map((item) => [item.nameUri, item.name]),
  );
  const [offers, setOffers] = useState<OfferItem[]>(
    menu.filter((item): item is OfferItem => item.type === 'offer' && item.offerNumber !== null),
  );
  const save = useAction(
    async () => {
      await callApi(reorderOffersRoute, {
        query: { vanityName },
        body: reorderNumbers(offers.map((offer) => offer.offerNumber)),
      });
    },
    {
      success: offerMessages.orderSaved,
      errorTitle: offerMessages.reorderErrorTitle,
      refresh: 'reload-soon',
      staysBusy: true,
    },
  );

  const move = (index: number, offset: -1 | 1) =>
    setOffers((current) => moveInGroup(current, index, offset, groupOf));
  const groups = [...new Set(offers.map(groupOf))];
  return (
    <Modal opened onClose={onClose} title={<Text fw={800}>Reorder services</Text>} centered size="md">
      <Stack gap="md">
        {groups.map((group) => (
          <Stack
            key={group || 'none'}
            gap={6}
            role="list"
            aria-label={categoryNames.get(group) ?? 'Other services'}
          >
            <Text size="sm" fw={700} c="dimmed">
              {categoryNames.get(group) ?? 'Other services'}
            </Text>
            {offers.map((offer, index) =>
              groupOf(offer) !== group ? null : (
                <Paper key={offer.offerNumber} withBorder px="sm" py={6} radius="sm" role="listitem">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{offer.name}</Text>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Move ${offer.name} up`}
                        onClick={() => move(index, -1)}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Move ${offer.name} down`}
                        onClick={() => move(index, 1)}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              ),
            )}
          </Stack>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => save.run()} loading={save.busy}>
            Save order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
